import type { ReactNode } from "react";

/** A titled group of fields in an admin form. */
export function AdminFormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-5 rounded-xl border border-border p-5">
      <legend className="px-1 font-semibold">{title}</legend>
      {description && <p className="-mt-2 text-muted-foreground text-sm">{description}</p>}
      {children}
    </fieldset>
  );
}
