import { useSyncExternalStore } from "react";
import { chooseTheme, currentTheme, subscribeToTheme } from "./theme-store";

/**
 * A small round switch at the bottom left of every page (the Admin Panel
 * button has the bottom right). Pressed means the dark theme is on. The
 * half-filled disc is drawn with CSS: this sits in the entry chunk, where
 * an icon library would cost more than the whole control.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => "light" as const);
  const dark = theme === "dark";

  return (
    <button
      type="button"
      aria-label="Dark theme"
      aria-pressed={dark}
      title={dark ? "Switch to the light theme" : "Switch to the dark theme"}
      onClick={() => chooseTheme(dark ? "light" : "dark")}
      className="fixed bottom-4 left-4 z-40 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border border-border bg-card text-foreground shadow-raised transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 print:hidden"
    >
      <span
        aria-hidden="true"
        className="size-5 rounded-full border-2 border-current bg-[linear-gradient(90deg,currentColor_50%,transparent_50%)] transition-transform motion-safe:duration-300 dark:rotate-180"
      />
    </button>
  );
}
