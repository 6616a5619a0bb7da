/**
 * Thin, failure-proof access to localStorage. Private browsing, a full quota or
 * a disabled store must never break a page: reads fall back to null and
 * writes report false. Listeners hear about changes from this tab and others.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    storage()?.setItem(key, value);
    notify();
    return true;
  } catch (error) {
    console.warn(`Could not save "${key}" in this browser:`, error);
    return false;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeItem(key, JSON.stringify(value));
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Ignoring unreadable "${key}" in local storage`);
    return null;
  }
}

export function removeItems(keys: readonly string[]): void {
  const store = storage();
  for (const key of keys) {
    try {
      store?.removeItem(key);
    } catch {
      // nothing to do: the key stays, and the next read copes with it
    }
  }
  notify();
}

export function allKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Called on every change made here and, through the storage event, in other tabs. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined")
    window.addEventListener("storage", notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined")
      window.removeEventListener("storage", notify);
  };
}

function notify() {
  for (const listener of [...listeners]) listener();
}
