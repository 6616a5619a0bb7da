import { ArrowLeft, ArrowRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useReducedMotion } from "../../../lib/use-reduced-motion";

interface StepThreeSection {
  id: string;
  title: string;
  paragraphs: string[];
  practice: string;
}

/** The five sections of Step 3 (spec section 9: "Step 3 has 5 sections"). */
const SECTIONS: readonly StepThreeSection[] = [
  {
    id: "ideas-travel",
    title: "Ideas Travel Through People",
    paragraphs: [
      "Nothing you believe arrived on its own. A phrase from a parent, a book a friend pressed into your hands, a conversation overheard on a bus: every idea you hold came to you along a path of people. In Step 1 you noticed the chain of hands that carried a text to your eyes. Here you widen the view to every idea that shapes your days.",
      "Seeing those paths changes how you listen. The next time something moves you, ask who brought it, and who brought it to them. The answer is almost always a person, not a broadcast.",
    ],
    practice:
      "Name three ideas that changed how you live. Beside each, write the name of the person who carried it to you.",
  },
  {
    id: "trust",
    title: "Trust Is the Road",
    paragraphs: [
      "An idea only travels as far as trust lets it. We accept directions from a friend that we would question from a stranger, and we try a recipe because someone we love swears by it. Trust is the road that ideas walk on, and like any road it is built slowly and worn away by neglect.",
      "Faith and trust are close relatives. Faith leans toward what cannot yet be seen; trust grows from what has been kept. A community that wants to change anything needs both: faith that the change is possible, and trust that each person will carry their part.",
    ],
    practice:
      "Think of someone whose word you take without checking. What did they do, over time, to earn that?",
  },
  {
    id: "giving",
    title: "Giving Keeps the Current Moving",
    paragraphs: [
      "Connections that only take soon run dry. Giving, whether of time, attention, skill or money, is what keeps a network alive. It tells the other person that the link between you is worth tending, and it invites them to give in turn.",
      "The gift does not need to be large. A well-timed question, a shared resource or an introduction can matter more than a grand gesture. What counts is that something of value flows in more than one direction.",
    ],
    practice:
      "Choose one person in your circle and give them something useful this week, without being asked.",
  },
  {
    id: "spirit",
    title: "The Spirit Between Us",
    paragraphs: [
      'When people trust and give to one another for long enough, something appears that belongs to none of them alone: a shared spirit, a sense of "we". You feel it in a good team, a close family or a choir in full voice. It is real, even though no one can point to where it lives.',
      "That spirit is what the 10 Social Steps set out to grow. Each step asks something of you personally, and each one opens only when enough of us have taken the step before it. Your part is small and necessary.",
    ],
    practice:
      'Recall a time you felt part of a "we" that was larger than the people in the room. What made it possible?',
  },
  {
    id: "small-teams",
    title: "Small Teams, Large Change",
    paragraphs: [
      "The first phase of this journey, steps 1 to 4, aims at a self-financing network of small teams. Small, because trust is easiest to build among a handful of people who know one another by name. Self-financing, because a group that supports itself answers to its own members and can keep going when attention moves elsewhere.",
      "Many small teams, linked by people who belong to more than one, can do what no single organisation can: learn quickly, adapt locally and still move together. The connections you map in this step are the first threads of that network.",
    ],
    practice:
      "Who are the three to five people you would most like to build something with? Write down what each of you brings.",
  },
];

export interface StepThreeContentProps {
  /** "complete": Previous and "Complete Step 3"; "preview": a "Continue to Step 4" with no action. */
  mode: "complete" | "preview";
  /** Opens the completion dialog (complete mode). */
  onComplete?: () => void;
}

/** Step 3 "Understanding Connections": an opening, five sections and the step's closing actions. */
export function StepThreeContent({ mode, onComplete }: StepThreeContentProps) {
  const reducedMotion = useReducedMotion();

  const beginJourney = () => {
    const first = document.getElementById(`step-3-${SECTIONS[0]?.id}`);
    first?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    first?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pb-20">
      <section aria-labelledby="step-3-intro-heading" className="py-8 text-center">
        <h2 id="step-3-intro-heading" className="font-bold text-2xl tracking-tight sm:text-3xl">
          Mapping the People Behind Your Ideas
        </h2>
        <p className="mt-4 text-lg text-muted-foreground leading-relaxed">
          Step 1 taught you to notice the people behind a single page. Step 3 turns that same
          attention to your whole life: the people who bring you ideas, the trust that lets those
          ideas in, and the giving that keeps a community alive. Five short sections, each with one
          practice to try.
        </p>
        <Button type="button" size="lg" className="mt-8" onClick={beginJourney}>
          Begin Journey
          <ArrowRight aria-hidden="true" />
        </Button>
      </section>

      <ol className="grid gap-6">
        {SECTIONS.map((section, index) => (
          <li key={section.id}>
            <section
              id={`step-3-${section.id}`}
              aria-labelledby={`step-3-${section.id}-heading`}
              tabIndex={-1}
              className="scroll-mt-20 rounded-xl border border-border bg-card p-6 focus:outline-none sm:p-8"
            >
              <p className="font-medium text-muted-foreground text-sm">
                Section {index + 1} of {SECTIONS.length}
              </p>
              <h2
                id={`step-3-${section.id}-heading`}
                className="mt-1 font-semibold text-xl tracking-tight sm:text-2xl"
              >
                {section.title}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              <p className="mt-6 rounded-lg bg-accent p-4 text-accent-foreground text-sm leading-relaxed">
                <span className="font-semibold">Practice: </span>
                {section.practice}
              </p>
            </section>
          </li>
        ))}
      </ol>

      {mode === "complete" ? (
        <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link to="/steps/2">
              <ArrowLeft aria-hidden="true" />
              Previous
            </Link>
          </Button>
          <Button type="button" size="lg" onClick={onComplete}>
            <CircleCheck aria-hidden="true" />
            Complete Step 3
          </Button>
        </div>
      ) : (
        <div className="mt-10 flex flex-col items-center gap-2 text-center">
          <Button type="button" size="lg" disabled aria-describedby="step-3-preview-note">
            Continue to Step 4
            <ArrowRight aria-hidden="true" />
          </Button>
          <p id="step-3-preview-note" className="text-muted-foreground text-sm">
            This is a preview, so the button does nothing here.
          </p>
        </div>
      )}
    </div>
  );
}
