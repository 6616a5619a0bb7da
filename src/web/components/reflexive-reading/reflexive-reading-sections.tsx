import type { ReactNode } from "react";
import { cn } from "../../lib/utils";
import { Button } from "../ui/button";
import { DotNavigation } from "./dot-navigation";
import { QuoteCarousel } from "./quote-carousel";
import {
  AUTHOR_QUOTES,
  CLOSING_TEXT,
  HERO_TYPEWRITER,
  HISTORICAL_QUOTES,
  REFLECTIONS,
  SECTION_IDS,
  SECTION_LABELS,
  SECTION_TEXT,
  type SectionId,
  SOCIAL_FACTS,
  SOCIAL_FACTS_INTRO,
} from "./reflexive-reading-content";
import { SocialFactsAccordion } from "./social-facts-accordion";
import { TypewriterText } from "./typewriter-text";
import { TYPEWRITER_PAGE_SPEED_MS } from "./typewriter-timing";

export interface ReflexiveReadingSectionsProps {
  /** Called by the final Continue button; without it the button is shown disabled. */
  onContinue?: () => void;
  /** A line under the Continue button, e.g. where to go on from here. */
  continueHint?: string;
  className?: string;
}

const NAV_ITEMS = SECTION_IDS.map((id) => ({ id, label: SECTION_LABELS[id] }));

/**
 * The Reflexive Reading content (spec section 2, "First-upgrade page"): seven
 * anchored sections in order, a dot navigation, quote carousels, a typewriter
 * reveal, the social-facts accordion and a closing Continue button. Shared by
 * the first upgrade, Step 1 and the /reflexive-reading preview.
 */
export function ReflexiveReadingSections({
  onContinue,
  continueHint,
  className,
}: ReflexiveReadingSectionsProps) {
  return (
    <div className={cn("relative", className)}>
      <div className="pointer-events-none absolute inset-y-0 left-0 hidden w-16 md:block">
        <DotNavigation
          items={NAV_ITEMS}
          label="Reflexive Reading sections"
          className="pointer-events-auto sticky top-[40vh] pl-4"
        />
      </div>

      <div className="mx-auto max-w-3xl px-4 md:pl-16 lg:px-4">
        <Section id="hero" className="py-16 sm:py-24">
          <h2 id="hero-heading" className="font-bold text-3xl tracking-tight sm:text-5xl">
            {SECTION_LABELS.hero}
          </h2>
          <TypewriterText
            paragraphs={HERO_TYPEWRITER}
            speedMs={TYPEWRITER_PAGE_SPEED_MS}
            className="mt-8 grid gap-4"
            paragraphClassName="text-muted-foreground text-xl leading-relaxed sm:text-2xl"
          />
        </Section>

        <TextSection id="all-readers">
          <QuoteCarousel
            label="Authors on reading"
            items={AUTHOR_QUOTES}
            getKey={(item) => item.author}
            renderItem={(item) => (
              <figure>
                <blockquote className="font-serif text-xl italic leading-relaxed">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.author}</span>
                  <span className="text-muted-foreground">, {item.source}</span>
                </figcaption>
              </figure>
            )}
          />
        </TextSection>

        <TextSection id="live-reading">
          <QuoteCarousel
            label="Short reflections"
            items={REFLECTIONS}
            getKey={(item) => item}
            renderItem={(item) => (
              <p className="py-4 text-center font-medium text-2xl leading-snug">{item}</p>
            )}
          />
        </TextSection>

        <TextSection id="live-sharing" />

        <TextSection id="world-premiere" />

        <TextSection id="readership-force">
          <QuoteCarousel
            label="Voices from history"
            items={HISTORICAL_QUOTES}
            getKey={(item) => item.name}
            renderItem={(item) => (
              <figure>
                <blockquote className="font-serif text-xl italic leading-relaxed">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="mt-4 grid gap-1 text-sm">
                  <span>
                    <span className="font-semibold">{item.name}</span>
                    <span className="text-muted-foreground">
                      , {item.title} ({item.era})
                    </span>
                  </span>
                  <span className="text-muted-foreground">{item.context}</span>
                </figcaption>
              </figure>
            )}
          />
        </TextSection>

        <Section id="social-facts" className="py-16">
          <SectionHeading id="social-facts" />
          <p className="mt-4 text-lg text-muted-foreground leading-relaxed">{SOCIAL_FACTS_INTRO}</p>
          <div className="mt-8">
            <SocialFactsAccordion facts={SOCIAL_FACTS} />
          </div>
          <p className="mt-10 text-lg leading-relaxed">{CLOSING_TEXT}</p>
          <div className="mt-8 flex flex-col items-center gap-3 text-center">
            <Button
              type="button"
              size="lg"
              disabled={!onContinue}
              onClick={onContinue}
              aria-describedby={continueHint ? "reflexive-reading-continue-hint" : undefined}
            >
              Continue
            </Button>
            {continueHint && (
              <p id="reflexive-reading-continue-hint" className="text-muted-foreground text-sm">
                {continueHint}
              </p>
            )}
          </div>
        </Section>
      </div>
    </div>
  );
}

function Section({
  id,
  className,
  children,
}: {
  id: SectionId;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      // Focus lands here from the dot navigation; keep it off the tab order.
      tabIndex={-1}
      className={cn("scroll-mt-20 focus:outline-none", className)}
    >
      {children}
    </section>
  );
}

function SectionHeading({ id }: { id: SectionId }) {
  return (
    <h2 id={`${id}-heading`} className="font-bold text-2xl tracking-tight sm:text-3xl">
      {SECTION_LABELS[id]}
    </h2>
  );
}

function TextSection({
  id,
  children,
}: {
  id: Exclude<SectionId, "hero" | "social-facts">;
  children?: ReactNode;
}) {
  return (
    <Section id={id} className="border-border border-t py-16">
      <SectionHeading id={id} />
      <div className="mt-6 grid gap-4 text-lg leading-relaxed">
        {SECTION_TEXT[id].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </Section>
  );
}
