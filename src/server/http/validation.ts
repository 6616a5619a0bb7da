import type { Context } from "hono";
import { firstIssueMessage } from "../../core/schemas";
import type { z } from "../../core/zod";
import { ApiError } from "./errors";

/** First message per field, the way the forms show them. */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses the JSON body with a shared schema; a 400 ApiError with the schema's messages otherwise. */
export async function readJson<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body must be JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      400,
      "VALIDATION_ERROR",
      firstIssueMessage(parsed.error),
      zodFieldErrors(parsed.error),
    );
  }
  return parsed.data;
}
