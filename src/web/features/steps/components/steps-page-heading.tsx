import type { ReactNode } from "react";

/** The title block that opens every Social Steps page. */
export function StepsPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
