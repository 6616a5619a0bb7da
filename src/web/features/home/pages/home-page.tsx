import { Link } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useReducedMotion } from "../../../lib/use-reduced-motion";
import { BEGIN_JOURNEY, BENEFITS, CLOSING_START, PATHS, SOCIAL_WORLD } from "../lib/home-content";

const INTRO_ID = "intro-note";

// Plain class strings: the button helpers pull in tailwind-merge, too heavy for the home budget.
const sectionTitle = "font-display font-semibold text-foreground text-title";
const eyebrow = "font-semibold text-eyebrow uppercase";
const heroButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md px-6 font-medium text-base transition-colors focus-visible:outline-2 focus-visible:outline-hero-foreground focus-visible:outline-offset-2 [&_svg]:size-4";
const heroSolid = `${heroButton} bg-hero-foreground text-hero hover:bg-hero-muted`;

interface HomePageProps {
  /** Text of the hero's begin-journey button. */
  beginJourneyText?: string;
}

/** `/`: the welcome chooser, then the hero and the sections that explain the journey. */
export function HomePage({ beginJourneyText = BEGIN_JOURNEY.text }: HomePageProps) {
  useDocumentTitle(
    "Welcome",
    "Choose your path: 10 Awareness Upgrades to do on your own, or 10 Social Steps that unlock as more of us take part.",
  );
  const reducedMotion = useReducedMotion();

  const readMore = () => {
    const intro = document.getElementById(INTRO_ID);
    if (!intro) return;
    intro.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
    intro.focus({ preventScroll: true });
  };

  return (
    <MainContent>
      <section
        aria-labelledby="welcome-heading"
        className="bg-muted px-gutter py-16 text-center sm:py-20"
      >
        <div className="mx-auto max-w-page">
          <h1 id="welcome-heading" className="font-display font-semibold text-display">
            Welcome
          </h1>
          <p className="mt-4 text-lead text-muted-foreground">Choose your path:</p>
          <ul className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2">
            {PATHS.map((path) => {
              return (
                <li key={path.to}>
                  <Link
                    to={path.to}
                    className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-6 text-left shadow-card transition hover:-translate-y-0.5 hover:border-primary hover:shadow-raised focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 motion-reduce:hover:translate-y-0"
                  >
                    <span className="font-display font-semibold text-2xl text-primary">
                      {path.title}
                    </span>
                    <span className="text-muted-foreground">{path.description}</span>
                    <span
                      aria-hidden="true"
                      className="mt-auto text-2xl text-primary transition-transform group-hover:translate-x-1 motion-reduce:group-hover:translate-x-0"
                    >
                      →
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="hero-heading"
        className="relative isolate overflow-hidden bg-hero px-gutter py-section text-center text-hero-foreground"
      >
        <img
          src="/media/hero-field.svg"
          width={1600}
          height={900}
          alt=""
          decoding="async"
          className="hero-parallax -z-10 pointer-events-none absolute inset-x-0 -top-[15%] h-[130%] w-full object-cover"
        />
        <div className="mx-auto max-w-3xl">
          <p className={`${eyebrow} text-hero-muted`}>Two journeys, one community</p>
          <h2 id="hero-heading" className="mt-4 font-display font-semibold text-display">
            Grow in awareness, then grow together
          </h2>
          <p className="mx-auto mt-6 max-w-prose text-hero-muted text-lead">
            Start on your own with ten short exercises that change how you notice your own mind, or
            join others in ten social steps that open one by one. The steps are unlocked through
            collective participation: what you add helps the next person move on.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={BEGIN_JOURNEY.to} className={heroSolid}>
              <span aria-hidden="true">✦</span>
              {beginJourneyText}
            </Link>
            <button
              type="button"
              onClick={readMore}
              className={`${heroButton} cursor-pointer border border-hero-foreground/70 text-hero-foreground hover:bg-hero-foreground/10`}
            >
              <span aria-hidden="true">↓</span>
              Read More First
            </button>
          </div>
        </div>
      </section>

      <section
        id={INTRO_ID}
        tabIndex={-1}
        aria-labelledby={`${INTRO_ID}-heading`}
        className="scroll-mt-4 px-gutter py-section focus:outline-none"
      >
        <div className="mx-auto grid max-w-prose gap-5 text-lg">
          <p className={`${eyebrow} text-primary`}>Before you begin</p>
          <h2 id={`${INTRO_ID}-heading`} className={sectionTitle}>
            A note to the reader
          </h2>
          <p>
            This is not a course to finish or a test to pass. It is an invitation to pay a different
            kind of attention: first to your own experience, then to the people you share the world
            with.
          </p>
          <p className="text-muted-foreground">
            The <strong className="text-foreground">10 Awareness Upgrades</strong> are yours alone.
            Nothing leaves your browser unless you choose to send it. The{" "}
            <strong className="text-foreground">10 Social Steps</strong> are done together: each
            step opens once enough of us have completed the one before it, so your progress is also
            a gift to everyone still on the way.
          </p>
          <p className="text-muted-foreground">
            Take your time. Read slowly. When a question feels too big, write down the first honest
            sentence that comes; that is usually enough.
          </p>
        </div>
      </section>

      <section aria-labelledby="social-world-heading" className="bg-muted px-gutter py-section">
        <div className="mx-auto max-w-page">
          <div className="mx-auto max-w-prose text-center">
            <h2 id="social-world-heading" className={sectionTitle}>
              Understanding Our Social World
            </h2>
            <p className="mt-4 text-lead text-muted-foreground">
              Four old words hold much of what makes living together work. The journey keeps
              returning to them.
            </p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {SOCIAL_WORLD.map((card) => {
              return (
                <li
                  key={card.title}
                  className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-card"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-12 items-center justify-center rounded-full bg-secondary font-display font-semibold text-2xl text-secondary-foreground"
                  >
                    {card.title.charAt(0)}
                  </span>
                  <h3 className="font-display font-semibold text-2xl">{card.title}</h3>
                  <p className="text-muted-foreground">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="px-gutter py-section">
        <div className="mx-auto max-w-page">
          <h2 id="benefits-heading" className={`${sectionTitle} text-center`}>
            Benefits of Starting the Journey
          </h2>
          <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map((benefit, index) => {
              return (
                <li key={benefit.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="font-display font-semibold text-2xl text-primary tabular-nums"
                  >
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <div>
                    <h3 className="font-semibold text-lg">{benefit.title}</h3>
                    <p className="mt-1 text-muted-foreground">{benefit.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="closing-heading"
        className="bg-hero px-gutter py-section text-center text-hero-foreground"
      >
        <div className="mx-auto max-w-prose">
          <h2 id="closing-heading" className="font-display font-semibold text-title">
            Good luck, or good fortune.
          </h2>
          <p className="mt-4 text-hero-muted text-lead">We are all rooting for you!</p>
          <Link to={CLOSING_START.to} className={`${heroSolid} mt-10`}>
            <span aria-hidden="true">→</span>
            {CLOSING_START.text}
          </Link>
        </div>
      </section>
    </MainContent>
  );
}
