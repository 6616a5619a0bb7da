import type { ComponentProps, FormEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { AdminSectionHeading } from "./admin-section-heading";

interface AdminFormShellProps {
  title: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saveLabel: string;
  cancelTo: string;
  children: ReactNode;
}

/** An admin create/edit screen: heading, a line about it, the fields, then Cancel and Save. */
export function AdminFormShell({
  title,
  intro,
  onSubmit,
  saving,
  saveLabel,
  cancelTo,
  children,
}: AdminFormShellProps) {
  return (
    <div className="grid gap-6">
      <AdminSectionHeading title={title} />
      <p className="text-muted-foreground">{intro}</p>
      <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={title}>
        {children}
        <div className="flex flex-wrap justify-end gap-2 border-border border-t pt-6">
          <Button asChild variant="outline">
            <Link to={cancelTo}>Cancel</Link>
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : saveLabel}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The same screen while its record loads, or when it could not be loaded. */
export function AdminFormPlaceholder({
  title,
  loadingLabel,
  error,
}: {
  title: string;
  loadingLabel: string;
  /** Shown instead of the spinner when the load failed. */
  error?: string | undefined;
}) {
  return (
    <div className="grid gap-6">
      <AdminSectionHeading title={title} />
      {error ? <p role="alert">{error}</p> : <Spinner label={loadingLabel} className="py-16" />}
    </div>
  );
}

/** The record's id: typed once when creating, shown read-only afterwards. */
export function AdminIdField({
  id,
  mode,
  error,
  createHint,
  inputProps,
}: {
  id: string;
  mode: "create" | "edit";
  error: string | undefined;
  createHint: string;
  inputProps: ComponentProps<"input">;
}) {
  return (
    <Field
      id={id}
      label="ID"
      error={error}
      hint={mode === "create" ? createHint : "The ID cannot be changed."}
    >
      {(control) => (
        <Input
          {...control}
          {...inputProps}
          readOnly={mode === "edit"}
          autoComplete="off"
          spellCheck={false}
          className={mode === "edit" ? "bg-muted" : undefined}
        />
      )}
    </Field>
  );
}
