import { ArrowDown, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { PHASES, STEP_CATALOGUE } from "../../../../core/catalogue";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { StepsBanner } from "../components/steps-banner";

const INTRO_ID = "steps-intro";

const THEMES = [
  {
    name: "Faith",
    text: "Believing a better way of living together is possible before we can fully see it.",
  },
  {
    name: "Trust",
    text: "The road every idea travels on, built slowly between people who keep their word.",
  },
  {
    name: "Giving",
    text: "Time, attention and skill offered freely, so the links between us stay alive.",
  },
  {
    name: "Spirit",
    text: 'The sense of "we" that appears when enough people trust and give to one another.',
  },
] as const;

function phaseSteps(first: number, last: number): string {
  return first === last ? `Step ${first}` : `Steps ${first}-${last}`;
}

function phaseIcons(first: number, last: number): string {
  return STEP_CATALOGUE.slice(first - 1, last)
    .map((step) => step.icon)
    .join(" ");
}

/** `/steps`: the Social Steps landing, with its intro, the four phase goals and the way in. */
export function StepsPage() {
  useDocumentTitle(
    "10 Social Steps",
    "Ten steps taken together: each one opens once enough of us have completed the step before it.",
  );
  const reducedMotion = useReducedMotion();

  const learnMore = () => {
    const intro = document.getElementById(INTRO_ID);
    intro?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    intro?.focus({ preventScroll: true });
  };

  return (
    <>
      <StepsBanner />
      <MainContent>
        <section className="bg-gradient-to-b from-accent to-background px-4 py-16 text-center sm:py-24">
          <div className="mx-auto max-w-3xl">
            <h1 className="font-bold text-4xl tracking-tight sm:text-5xl">10 Social Steps</h1>
            <p className="mt-6 text-lg text-muted-foreground leading-relaxed sm:text-xl">
              A journey of faith, trust, giving and spirit that we take together. Each step asks
              something of you, and each new step opens only when enough of us have completed the
              one before it.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/steps/1">
                  Begin Your Journey
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button type="button" size="lg" variant="outline" onClick={learnMore}>
                Learn More
                <ArrowDown aria-hidden="true" />
              </Button>
            </div>
          </div>
        </section>

        <section
          id={INTRO_ID}
          aria-labelledby={`${INTRO_ID}-heading`}
          tabIndex={-1}
          className="scroll-mt-20 px-4 py-16 focus:outline-none"
        >
          <div className="mx-auto max-w-3xl">
            <h2 id={`${INTRO_ID}-heading`} className="font-bold text-3xl tracking-tight">
              A Journey No One Takes Alone
            </h2>
            <div className="mt-6 grid gap-4 text-lg leading-relaxed">
              <p>
                Most personal growth happens in private. The 10 Social Steps are different: every
                step you take is also a step for everyone taking part. You write about your own
                experience and rate what each step gave you, and your progress joins that of every
                other participant.
              </p>
              <p>
                The steps open through collective participation. Step 1 is open to everyone. Each
                later step unlocks once enough people have completed the step before it, and the
                number needed grows tenfold each time. No one can rush ahead alone, and no one is
                left behind: we move forward when enough of us are ready.
              </p>
              <p>
                That is why sharing matters as much as reading. Every person you invite brings the
                next step a little closer for all of us.
              </p>
            </div>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2">
              {THEMES.map((theme) => (
                <li key={theme.name} className="rounded-xl border border-border bg-card p-5">
                  <h3 className="font-semibold text-lg">{theme.name}</h3>
                  <p className="mt-2 text-muted-foreground leading-relaxed">{theme.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="goals-heading" className="bg-muted/50 px-4 py-16">
          <div className="mx-auto max-w-5xl">
            <h2 id="goals-heading" className="text-center font-bold text-3xl tracking-tight">
              Goals
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-muted-foreground">
              The ten steps fall into four phases. Each phase unlocks as the total number of
              participants grows, and each sets a goal for what we can build together.
            </p>
            <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {PHASES.map((phase) => (
                <li
                  key={phase.phase}
                  className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
                >
                  <p aria-hidden="true" className="text-2xl">
                    {phaseIcons(phase.firstStep, phase.lastStep)}
                  </p>
                  <h3 className="mt-3 font-semibold text-xl">Phase {phase.phase}</h3>
                  <p className="font-medium text-primary text-sm">
                    {phaseSteps(phase.firstStep, phase.lastStep)}
                  </p>
                  <p className="mt-3 leading-relaxed">{phase.goal}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section aria-labelledby="begin-heading" className="px-4 py-16 text-center">
          <div className="mx-auto max-w-2xl">
            <h2 id="begin-heading" className="font-bold text-2xl tracking-tight">
              Start With Step 1
            </h2>
            <p className="mt-4 text-lg text-muted-foreground leading-relaxed">
              The first step teaches a new way of reading, and you can begin without an account.
            </p>
            <Button asChild size="lg" className="mt-8">
              <Link to="/steps/1">
                Begin Your Journey
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </MainContent>
    </>
  );
}
