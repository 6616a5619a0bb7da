/**
 * Whether the toast viewport is needed yet: only once some page imports
 * `lib/toast`, so pages that never notify (like `/`) never download the
 * notification library.
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
