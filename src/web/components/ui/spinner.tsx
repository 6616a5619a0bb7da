import { clsx } from "clsx";

/** A quiet loading indicator announced to screen readers as `label`. */
export function Spinner({
  label = "Loading...",
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" className={clsx("flex items-center justify-center gap-3", className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-border border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
