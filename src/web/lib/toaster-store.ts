/**
 * Whether the toast viewport is needed yet. The notification library is
 * only downloaded once some page imports `lib/toast`, so pages that never
 * notify (like `/`) stay small. Toasts raised before the viewport mounts are
 * replayed by the library when it does.
 */

let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return requested;
}

export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
