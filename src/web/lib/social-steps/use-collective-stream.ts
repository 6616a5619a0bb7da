import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type CollectiveProgress, collectiveProgressQueryKey } from "./get-collective-progress";

/** Waits before reconnecting, by attempt (ARCHITECTURE reading 12); the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(0, attempt), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

/**
 * Keeps the collective-progress query live: the server sends the figures on
 * connect and on every change (`event: collective`). A dropped stream is
 * reopened after 1, 2, 5, then every 10 s.
 */
export function useCollectiveStream({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let stopped = false;

    const onCollective = (event: MessageEvent<string>) => {
      attempt = 0;
      try {
        const progress = JSON.parse(event.data) as CollectiveProgress;
        queryClient.setQueryData(collectiveProgressQueryKey, progress);
      } catch (error) {
        console.warn("Ignoring an unreadable collective progress event:", error);
      }
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource("/api/progress/stream");
      source.addEventListener("collective", onCollective);
      source.onerror = () => {
        // Take over from the browser's own retry so the delays are ours.
        source?.close();
        source = null;
        if (stopped) return;
        timer = window.setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
