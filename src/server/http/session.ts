import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { unauthorized } from "./errors";

/** The signed-in user and session, or a 401 ApiError. */
export async function requireSession(c: Context<AppEnv>) {
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw unauthorized();
  return result;
}
