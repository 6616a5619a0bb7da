import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToaster } from "../lib/toaster-store";
import { AppErrorBoundary } from "./app-error-boundary";
import { AppReadyMark } from "./app-ready";
import { PendingStepUpload } from "./pending-step-upload";
import { createQueryClient } from "./query-client";

const AppToaster = lazy(async () => ({ default: (await import("./toaster")).AppToaster }));

/*
 * The toast layer exists from the first render, even before the toast library
 * is downloaded. A modal dialog hides everything else from assistive
 * technology when it opens, except elements carrying aria-live; this wrapper
 * carries it (set to "off": the library's own region does the announcing),
 * so toasts raised while a dialog is open are still heard.
 */
function LazyToaster() {
  const needed = useSyncExternalStore(subscribeToToaster, isToasterRequested, () => false);
  return (
    <div aria-live="off" data-toast-layer="">
      {needed && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <PendingStepUpload />
        <LazyToaster />
        <AppReadyMark />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
