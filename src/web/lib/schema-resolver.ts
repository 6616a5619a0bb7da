import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "../../core/zod";
import { ApiError } from "./api-client";

/** Maps a path in the schema's input to the form field that shows its message. */
export type FieldNameOf = (path: readonly PropertyKey[]) => string | undefined;

/**
 * Messages for the few rules the shared schemas leave without one (a blank
 * list item, an over-long optional text), so no library wording reaches the page.
 */
function fallbackMessage(issue: {
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}) {
  if (issue.code === "too_small" && issue.origin === "string") return "This cannot be blank";
  if (issue.code === "too_big" && issue.origin === "string") {
    return `Must be less than ${String(issue.maximum)} characters`;
  }
  return undefined;
}

function firstMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldName: FieldNameOf,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (name && !errors[name]) errors[name] = { type: "validation", message: issue.message };
  }
  return errors;
}

/**
 * A react-hook-form resolver that checks the form's values with a shared zod
 * schema. The form may be shaped for people (blank rows, text numbers):
 * `toInput` turns its values into what the API takes, and `fieldNameFor`
 * puts each message back under the field it came from.
 */
export function schemaResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodMiniType<TOutput>,
  toInput: (values: TForm) => unknown,
  fieldNameFor: (values: TForm) => FieldNameOf,
): Resolver<TForm, unknown, TOutput> {
  return (values, _context, options) => {
    const result = schema.safeParse(toInput(values), { error: fallbackMessage });
    if (result.success) return { values: result.data, errors: {} };
    const errors = firstMessages(result.error.issues, fieldNameFor(values));
    return { values: {}, errors: toNestErrors<TForm>(errors, options) };
  };
}

/**
 * Shows the server's per-field messages (`error.fields`, keyed by the API
 * input's dotted path) under the matching fields. Says whether any was shown.
 */
export function applyServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  fieldName: FieldNameOf,
  setError: UseFormSetError<TForm>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  const issues = Object.entries(error.fields).map(([key, message]) => ({
    path: key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
  }));
  const errors = firstMessages(issues, fieldName);
  for (const [name, fieldError] of Object.entries(errors)) {
    // The names come from this form's own field map.
    setError(name as Parameters<UseFormSetError<TForm>>[0], {
      type: "server",
      message: fieldError.message ?? "",
    });
  }
  return Object.keys(errors).length > 0;
}

/**
 * The plain case of `schemaResolver`: the form's values are the schema's
 * input as they are, and each field is named by its path in that input.
 */
export function formResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodMiniType<TOutput, TForm>,
): Resolver<TForm, unknown, TOutput> {
  return schemaResolver<TForm, TOutput>(schema, (values) => values, fieldPath);
}

function fieldPath(): FieldNameOf {
  return (path) => path.map(String).join(".");
}
