import type { MiddlewareHandler } from "hono";
import { jsonError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing API requests that a browser sent on behalf of another
 * site (cross-site request forgery), with a 403 JSON error.
 *
 * - An Origin header must be the app's own origin or one of TRUSTED_ORIGINS.
 *   Browsers send Origin on every cross-origin POST/PUT/PATCH/DELETE (and on
 *   same-origin ones from fetch), so a forged form or script is always caught here.
 * - Without Origin, Sec-Fetch-Site (sent by current browsers) must say
 *   "same-origin" or "none" (typed into the address bar / a bookmark).
 * - With neither header the caller is not a browser (curl, a script, a test
 *   client): there is no victim's cookie jar to ride on, so it passes and faces
 *   the same authentication as anyone else.
 *
 * This applies whether or not a session cookie is present, so a foreign page
 * cannot sign a visitor in to an attacker's account either (login CSRF).
 * SameSite=Lax session cookies are the second line: a cross-site POST carries none.
 */
export function csrfProtection(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined) {
      if (!allowed.has(origin)) return refuse(c);
      return next();
    }
    const site = c.req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") return refuse(c);
    return next();
  };
}

function refuse(c: Parameters<MiddlewareHandler>[0]) {
  return jsonError(
    c,
    403,
    "CROSS_SITE_REQUEST",
    "This request came from another site and was refused.",
  );
}
