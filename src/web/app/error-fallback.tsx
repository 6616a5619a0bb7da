import { useEffect } from "react";
import { APP_NAME } from "../lib/use-document-title";

/**
 * What the user sees when something breaks: a plain explanation and a way
 * out. Works without the router, so it can sit above it.
 */
export function ErrorFallback() {
  useEffect(() => {
    document.title = `Something went wrong | ${APP_NAME}`;
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-16">
      <div className="max-w-md text-center">
        <h1 className="font-bold text-3xl tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">
          An unexpected error occurred. Please try again.
        </p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-10 cursor-pointer items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            Reload page
          </button>
          <a
            href="/"
            className="inline-flex h-10 items-center justify-center rounded-md border border-input px-4 font-medium text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            Return to Home
          </a>
        </div>
      </div>
    </main>
  );
}
