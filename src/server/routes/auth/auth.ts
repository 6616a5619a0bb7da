import { Hono } from "hono";
import { firstIssueMessage } from "../../../core/schemas";
import { authInputRule } from "../../accounts/auth-input-rules";
import { AUTH_BASE_PATH } from "../../auth";
import type { DatabaseHandle } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { CLIENT_IP_HEADER } from "../../http/client-ip";
import { errorBody, jsonError } from "../../http/errors";
import { zodFieldErrors } from "../../http/validation";

/**
 * The Better Auth endpoints the product uses over HTTP. Every other one (user
 * and session management, email change, OAuth callbacks, Better Auth's own
 * reset-link landing, which redirected to any callbackURL) answers 404: the
 * app does those through its own routes or not at all, and an endpoint nobody
 * calls is only attack surface. Server code still calls `auth.api` directly.
 */
export const OPEN_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  "GET /get-session",
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "POST /request-password-reset",
  "POST /reset-password",
  "POST /change-password",
]);

/**
 * Better Auth behind our own front door: the client address is handed over
 * in a header we control, and its error bodies are rewritten into the one
 * error shape the rest of the API uses.
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const path = c.req.path.slice(AUTH_BASE_PATH.length);
  if (!OPEN_AUTH_ENDPOINTS.has(`${c.req.method} ${path}`))
    return jsonError(c, 404, "NOT_FOUND", "Not found");
  // Checked here first so a rejected body is a plain 400, not a logged auth
  // error; the hook in auth.ts applies the same schema to every other caller.
  const rule = c.req.method === "POST" ? authInputRule(path) : undefined;
  if (rule) {
    const body = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    if (body !== undefined) {
      const parsed = rule.safeParse(body);
      if (!parsed.success) {
        const message = firstIssueMessage(parsed.error);
        return jsonError(c, 400, "VALIDATION_ERROR", message, zodFieldErrors(parsed.error));
      }
    }
  }
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  const request = new Request(c.req.raw, { headers });
  const response = await c.var.auth.handler(request);
  if (response.status >= 500 && !(await databaseAnswers(c.var.database))) {
    return jsonError(
      c,
      503,
      "DATABASE_UNAVAILABLE",
      "The service is temporarily unavailable. Please try again.",
    );
  }
  return response.status >= 400 ? toApiErrorResponse(response) : response;
});

/** Better Auth reports every storage failure as a 500; tell an outage apart from a bug. */
async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  try {
    await database.ping(1_000);
    return true;
  } catch {
    return false;
  }
}

async function toApiErrorResponse(response: Response): Promise<Response> {
  const text = await response.text();
  let parsed: { code?: unknown; message?: unknown; fields?: unknown } = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: keep the status, describe it generically below
  }
  const code =
    typeof parsed.code === "string" && parsed.code
      ? parsed.code
      : response.status === 429
        ? "RATE_LIMITED"
        : `HTTP_${response.status}`;
  const message =
    typeof parsed.message === "string" && parsed.message
      ? parsed.message
      : response.statusText || "Request failed";
  const fields =
    parsed.fields && typeof parsed.fields === "object"
      ? (parsed.fields as Record<string, string>)
      : undefined;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(errorBody(code, message, fields)), {
    status: response.status,
    headers,
  });
}
