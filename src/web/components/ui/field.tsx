import type { ReactNode } from "react";
import { Label } from "./label";

/** What a field's control needs so its label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the input, textarea or select with the given props spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and its validation message under it. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
