import { Link } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { useDocumentTitle } from "../../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle(
    "Page not found",
    "There is no page at this address. Return to the home page to choose a journey.",
  );

  return (
    <MainContent className="flex items-center justify-center bg-muted px-4 py-16">
      <div className="text-center">
        <h1 className="font-bold text-6xl tracking-tight">404</h1>
        <p className="mt-4 text-muted-foreground text-xl">Oops! Page not found</p>
        <Link
          to="/"
          className="mt-6 inline-block font-medium text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          Return to Home
        </Link>
      </div>
    </MainContent>
  );
}
