import { Link } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";

const PATHS = [
  {
    to: "/upgrades",
    title: "10 Awareness Upgrades",
    description: "A simple journey with local storage and email results",
  },
  {
    to: "/steps",
    title: "10 Social Steps",
    description: "Full accounts and progress tracking",
  },
] as const;

export function HomePage() {
  useDocumentTitle("Welcome");

  return (
    <MainContent className="flex items-center justify-center bg-muted px-4 py-16">
      <section aria-labelledby="welcome-heading" className="w-full max-w-2xl text-center">
        <h1 id="welcome-heading" className="font-bold text-4xl tracking-tight">
          Welcome
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">Choose your path:</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {PATHS.map((path) => (
            <li key={path.to}>
              <Link
                to={path.to}
                className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-6 text-left shadow-sm transition-colors hover:border-primary hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
              >
                <span className="font-semibold text-primary text-xl">{path.title}</span>
                <span className="text-muted-foreground text-sm">{path.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </MainContent>
  );
}
