import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error shape every API response uses: {"error":{"code","message","fields"?}}. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return c.json(errorBody(code, message, fields), status);
}

export const unauthorized = () => new ApiError(401, "UNAUTHORIZED", "Please sign in to continue.");

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
]);

/** True when an error means "the database is not answering" rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && CONNECTION_ERROR_CODES.has(candidate.code))
      return true;
    if (
      typeof candidate.message === "string" &&
      /database is closed|PGlite is closed|Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(
        candidate.message,
      )
    )
      return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, "data
 * exception": a NUL character in text, a number out of range…). The input was
 * bad, not the server: such a request gets a 400 instead of a 500.
 */
export function isInvalidInputError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^22[0-9A-Z]{3}$/.test(candidate.code)) return true;
    current = candidate.cause;
  }
  return false;
}
