/*
 * Light or dark. The inline script in index.html applies the theme before the
 * first paint (remembered choice, else the system setting); this module keeps
 * it in step afterwards. The storage key must match that script.
 */

export const THEME_STORAGE_KEY = "theme-preference";
export type Theme = "light" | "dark";

const SYSTEM_DARK = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function rememberedTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : null;
  } catch {
    return null;
  }
}

function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const listener of listeners) listener();
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Switches to `theme` and remembers it in this browser. */
export function chooseTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be blocked; the theme still changes for this visit.
  }
  apply(theme);
}

/** For useSyncExternalStore; also follows the system setting until a choice is remembered. */
export function subscribeToTheme(onChange: () => void): () => void {
  listeners.add(onChange);
  const query = window.matchMedia(SYSTEM_DARK);
  const followSystem = () => {
    if (rememberedTheme() === null) apply(query.matches ? "dark" : "light");
  };
  query.addEventListener("change", followSystem);
  return () => {
    listeners.delete(onChange);
    query.removeEventListener("change", followSystem);
  };
}
