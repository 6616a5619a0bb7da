import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { cn } from "../../lib/utils";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import type { SocialFact } from "./reflexive-reading-content";

/** The accordion fades in once, when 30% of it is visible (spec section 9). */
export const REVEAL_THRESHOLD = 0.3;

/**
 * The social facts as an accordion: one item open at a time, and the open one
 * can be closed again.
 */
export function SocialFactsAccordion({ facts }: { facts: readonly SocialFact[] }) {
  const reducedMotion = useReducedMotion();
  const [revealed, setRevealed] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (revealed) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= REVEAL_THRESHOLD)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);

  const shown = revealed || reducedMotion;

  return (
    <div
      ref={ref}
      data-revealed={shown ? "true" : "false"}
      className={cn(
        "rounded-xl border border-border bg-card px-6 shadow-sm",
        !reducedMotion && "transition-[opacity,translate] duration-700 ease-out",
        shown ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0",
      )}
    >
      <Accordion type="single" collapsible>
        {facts.map((fact, index) => (
          <AccordionItem key={fact.id} value={fact.id} className="last:border-b-0">
            <AccordionTrigger className="text-base">
              <span>
                <span className="mr-2 text-muted-foreground">{index + 1}.</span>
                {fact.title}
              </span>
            </AccordionTrigger>
            <AccordionContent className="text-base text-muted-foreground leading-relaxed">
              {fact.text}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}
