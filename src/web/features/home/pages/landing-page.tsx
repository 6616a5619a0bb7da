import { Link } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** The split-screen landing: Social Steps on the left, Awareness Upgrades on the right. */
export function LandingPage() {
  useDocumentTitle("Choose Your Journey");

  return (
    <MainContent className="flex flex-col">
      <h1 className="sr-only">Choose Your Journey</h1>
      <div className="grid flex-1 md:grid-cols-2">
        <Link
          to="/steps"
          className="flex min-h-[50dvh] items-center justify-center bg-indigo-950 p-8 font-bold text-3xl text-white hover:bg-indigo-900 focus-visible:outline-4 focus-visible:outline-white focus-visible:-outline-offset-8 md:min-h-dvh"
        >
          10 Social Steps
        </Link>
        <Link
          to="/upgrades"
          className="flex min-h-[50dvh] items-center justify-center bg-slate-100 p-8 font-bold text-3xl text-indigo-950 hover:bg-slate-200 focus-visible:outline-4 focus-visible:outline-ring focus-visible:-outline-offset-8 md:min-h-dvh"
        >
          10 Awareness Upgrades
        </Link>
      </div>
    </MainContent>
  );
}
