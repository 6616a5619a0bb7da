import { clsx } from "clsx";
import type { ComponentProps } from "react";

export const MAIN_CONTENT_ID = "main-content";

/** The page's one `<main>` landmark; the skip link and route changes move focus here. */
export function MainContent({ className, ...props }: ComponentProps<"main">) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={clsx("flex-1 focus:outline-none", className)}
      {...props}
    />
  );
}
