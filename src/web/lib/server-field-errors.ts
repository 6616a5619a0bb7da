import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** Shows the server's per-field messages (`error.fields`) under the matching inputs. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const name of names) {
    const message = error.fields[name];
    if (message) setError(name, { type: "server", message });
  }
}
