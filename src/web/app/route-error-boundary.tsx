import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "./error-fallback";
import { PageLoading } from "./page-loading";

const NotFoundPage = lazy(async () => ({
  default: (await import("../features/not-found/pages/not-found-page")).NotFoundPage,
}));

/** The router's error element: a 404 answer shows the 404 page, anything else a friendly error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error("Route error", error);
  }, [error, notFound]);

  if (notFound) {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <ErrorFallback />;
}
