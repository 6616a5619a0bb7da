import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { isToasterRequested, subscribeToToaster } from "../lib/toaster-store";
import { AppErrorBoundary } from "./app-error-boundary";
import { createQueryClient } from "./query-client";

const AppToaster = lazy(async () => ({ default: (await import("./toaster")).AppToaster }));

function LazyToaster() {
  const needed = useSyncExternalStore(subscribeToToaster, isToasterRequested, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
