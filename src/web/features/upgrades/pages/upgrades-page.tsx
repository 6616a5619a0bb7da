import { ArrowDown, Compass, Eye, RotateCcw, Shuffle, Sparkles } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { toPercent } from "../../../../core/format";
import { JOURNEY_LENGTH, JOURNEY_MODES, type JourneyMode } from "../../../../core/journey";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../../components/ui/radio-group";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { JourneyTopBar } from "../components/journey-top-bar";
import { journeyCallToAction } from "../lib/journey-navigation";
import { changeMode, startJourney, useJourney } from "../lib/journey-store";
import { useStartOver } from "../lib/reset";

const INTRO_ID = "about-the-upgrades";

const MODE_LABELS: Record<JourneyMode, string> = {
  random: "Random",
  responsive: "Responsive",
};

const MODE_DESCRIPTIONS: Record<JourneyMode, string> = {
  random:
    "Each next upgrade is drawn by chance from the ones you have not opened yet, the first one included. Good for meeting each exercise without expectations.",
  responsive:
    "You start with the first upgrade, Transforming This Medium, and your rating of each upgrade steers the next: 8 or more keeps you in the same kind of upgrade, 5 to 7 moves you on to the next kind, and below 5 turns you to the opposite kind.",
};

const CATEGORIES = [
  {
    name: "Individual",
    text: "Turn attention back on your own mind: how you read, remember, repeat and think.",
  },
  {
    name: "Relational",
    text: "Look at what lives between you and others: old feelings, clashing truths, real presence.",
  },
  {
    name: "Social",
    text: "Widen the frame to the systems you belong to and the awareness you share with many.",
  },
] as const;

/** `/upgrades`: the Awareness Upgrades home. */
export function UpgradesPage() {
  useDocumentTitle(
    "10 Awareness Upgrades",
    "Ten short exercises that turn your attention around, done on your own and kept in your browser.",
  );
  const { journey } = useJourney();
  const navigate = useNavigate();
  const startOver = useStartOver();
  const reducedMotion = useReducedMotion();
  const cta = journeyCallToAction(journey);
  const begun = (journey?.unlockedUpgrades.length ?? 0) > 0;
  const mode = journey?.mode ?? "random";
  const completed = journey?.completedUpgrades.length ?? 0;
  const percent = toPercent(completed / JOURNEY_LENGTH);
  const modeHeadingId = useId();
  const progressHeadingId = useId();

  const goOn = () => {
    if (cta.to) {
      navigate(cta.to);
      return;
    }
    const first = startJourney().unlockedUpgrades[0];
    navigate(first ? `/upgrades/${first}` : "/upgrades");
  };

  // Shown only once begun, so there is always somewhere to go: the next upgrade, or the review.
  const continueJourney = () => navigate(cta.to ?? "/upgrades/review");

  const learnMore = () => {
    const intro = document.getElementById(INTRO_ID);
    if (!intro) return;
    intro.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    intro.focus({ preventScroll: true });
  };

  return (
    <>
      <JourneyTopBar />
      <MainContent>
        {/* Hero */}
        <section className="bg-linear-to-b from-hero to-primary-hover px-gutter py-section text-center text-hero-foreground dark:to-hero">
          <div className="mx-auto max-w-3xl">
            <p className="font-semibold text-eyebrow text-hero-muted uppercase">
              An anonymous journey in ten exercises
            </p>
            <h1 className="mt-4 font-semibold text-display">10 Awareness Upgrades</h1>
            <p className="mt-6 text-hero-muted text-lead">
              Ten short exercises that turn your attention around, so you notice not only what you
              see but how you are seeing it.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button
                type="button"
                size="lg"
                variant="secondary"
                className="bg-hero-foreground text-hero hover:bg-hero-muted focus-visible:outline-hero-foreground"
                onClick={goOn}
              >
                <Sparkles aria-hidden="true" />
                {cta.label}
              </Button>
              <Button
                type="button"
                size="lg"
                variant="ghost"
                className="border border-hero-foreground/70 text-hero-foreground hover:bg-hero-foreground/10 focus-visible:outline-hero-foreground"
                onClick={learnMore}
              >
                <ArrowDown aria-hidden="true" />
                Learn More
              </Button>
            </div>
          </div>
        </section>

        {begun && journey && (
          <section aria-labelledby={progressHeadingId} className="px-4 pt-12">
            <Card className="mx-auto max-w-3xl">
              <CardHeader>
                <CardTitle id={progressHeadingId}>Your Progress</CardTitle>
                <CardDescription>Saved in this browser as you go.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-6">
                <dl className="grid gap-4 sm:grid-cols-3">
                  <div>
                    <dt className="text-muted-foreground text-sm">Upgrades completed</dt>
                    <dd className="font-semibold text-2xl">
                      {completed} of {JOURNEY_LENGTH}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-sm">Progress</dt>
                    <dd className="font-semibold text-2xl">{percent}%</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground text-sm">Journey mode</dt>
                    <dd className="font-semibold text-2xl">{MODE_LABELS[journey.mode]}</dd>
                  </div>
                </dl>
                <div
                  role="progressbar"
                  aria-label="Journey progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="h-2 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className="h-full rounded-full bg-primary motion-safe:transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  {completed >= JOURNEY_LENGTH && (
                    <Button type="button" onClick={() => navigate("/upgrades/review")}>
                      <Eye aria-hidden="true" />
                      Review Journey
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant={completed >= JOURNEY_LENGTH ? "outline" : "default"}
                    onClick={continueJourney}
                  >
                    <Compass aria-hidden="true" />
                    Continue Your Journey
                  </Button>
                  <Button type="button" variant="outline" onClick={startOver}>
                    <RotateCcw aria-hidden="true" />
                    Reset Journey
                  </Button>
                </div>
              </CardContent>
            </Card>
          </section>
        )}

        {/* Intro */}
        <section
          id={INTRO_ID}
          tabIndex={-1}
          aria-labelledby={`${INTRO_ID}-heading`}
          className="scroll-mt-16 px-4 py-16 focus:outline-none"
        >
          <div className="mx-auto grid max-w-3xl gap-6">
            <h2 id={`${INTRO_ID}-heading`} className="font-bold text-3xl tracking-tight">
              What the ten upgrades are
            </h2>
            <p className="text-lg text-muted-foreground">
              Each upgrade is a short exercise, usually ten to fifteen minutes, that invites you to
              watch your own experience while it happens. One asks you to notice that you are
              reading at this very moment, in the company of everyone who ever read the same words.
              Others look at time, habits, feelings, the stories you tell, the thinking behind your
              thoughts, and the larger wholes you are part of.
            </p>
            <ul className="grid gap-4 sm:grid-cols-3">
              {CATEGORIES.map((category) => (
                <li key={category.name} className="rounded-xl border border-border bg-card p-5">
                  <h3 className="font-semibold text-lg">{category.name}</h3>
                  <p className="mt-2 text-muted-foreground text-sm">{category.text}</p>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">
              At the end of each upgrade you write a few lines about what you noticed and rate how
              much it moved you, from 1 to 10. Then the next upgrade opens. There are no right
              answers; the writing is for you.
            </p>
          </div>
        </section>

        <section aria-labelledby="order-heading" className="bg-muted px-4 py-16">
          <div className="mx-auto grid max-w-3xl gap-4">
            <h2 id="order-heading" className="font-bold text-3xl tracking-tight">
              Two ways through
            </h2>
            <p className="text-lg text-muted-foreground">
              The order of the upgrades is not fixed. In <strong>random</strong> mode chance picks
              each next upgrade, so every journey is different. In <strong>responsive</strong> mode
              the journey listens to you: how you rate one upgrade decides what kind of upgrade
              comes next, staying close to what works for you and turning elsewhere when something
              does not. You can change the mode below at any time; it shapes the upgrades that are
              still to open.
            </p>
          </div>
        </section>

        <section aria-labelledby="privacy-heading" className="px-4 py-16">
          <div className="mx-auto grid max-w-3xl gap-8 sm:grid-cols-2">
            <div className="grid content-start gap-3">
              <h2 id="privacy-heading" className="font-bold text-2xl tracking-tight">
                Your progress stays in this browser
              </h2>
              <p className="text-muted-foreground">
                There is no account to create. Your journey, responses and ratings are kept only in
                this browser&apos;s storage, and every tab you open sees the same journey. Another
                browser or device starts fresh, and Start Over or clearing this site&apos;s data
                removes everything for good.
              </p>
            </div>
            <div className="grid content-start gap-3">
              <h2 className="font-bold text-2xl tracking-tight">Keep your results</h2>
              <p className="text-muted-foreground">
                Use <strong>Save Results</strong> at the top of the page whenever you like: download
                your journey as a JSON file, or have a summary emailed to you. Your address is used
                only to send that message. Once you have completed upgrades, the journey review
                gathers your ratings and responses in one place.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby={modeHeadingId} className="bg-muted px-4 py-16">
          <div className="mx-auto grid max-w-3xl gap-6">
            <div className="grid gap-2">
              <h2 id={modeHeadingId} className="font-bold text-3xl tracking-tight">
                Choose your journey mode
              </h2>
              <p className="text-muted-foreground">
                Your choice is saved straight away and applies to the upgrades still to open.
              </p>
            </div>
            <RadioGroup
              aria-labelledby={modeHeadingId}
              value={mode}
              onValueChange={(value) => changeMode(value as JourneyMode)}
              className="gap-4 sm:grid-cols-2"
            >
              {JOURNEY_MODES.map((value) => {
                const id = `journey-mode-${value}`;
                return (
                  <div
                    key={value}
                    className="flex gap-3 rounded-xl border border-border bg-card p-5 has-data-[state=checked]:border-primary has-data-[state=checked]:ring-1 has-data-[state=checked]:ring-primary"
                  >
                    <RadioGroupItem value={value} id={id} aria-describedby={`${id}-description`} />
                    <div className="grid gap-2">
                      <Label
                        htmlFor={id}
                        className="flex cursor-pointer items-center gap-2 text-base"
                      >
                        {value === "random" ? (
                          <Shuffle aria-hidden="true" className="size-4" />
                        ) : (
                          <Compass aria-hidden="true" className="size-4" />
                        )}
                        {MODE_LABELS[value]}
                      </Label>
                      <p id={`${id}-description`} className="text-muted-foreground text-sm">
                        {MODE_DESCRIPTIONS[value]}
                      </p>
                    </div>
                  </div>
                );
              })}
            </RadioGroup>
          </div>
        </section>

        <section aria-labelledby="closing-heading" className="px-4 py-20 text-center">
          <div className="mx-auto grid max-w-2xl justify-items-center gap-6">
            <h2 id="closing-heading" className="font-bold text-3xl tracking-tight">
              The next moment is a good place to start
            </h2>
            <blockquote className="text-lg text-muted-foreground italic">
              <p>
                &ldquo;The real voyage of discovery consists not in seeking new landscapes, but in
                having new eyes.&rdquo;
              </p>
              <footer className="mt-2 text-sm not-italic">Marcel Proust</footer>
            </blockquote>
            <Button type="button" size="lg" onClick={goOn}>
              <Sparkles aria-hidden="true" />
              {cta.label}
            </Button>
          </div>
        </section>
      </MainContent>
    </>
  );
}
