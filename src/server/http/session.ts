import type { Context } from "hono";
import { isAdmin } from "../accounts/roles";
import type { AppEnv } from "./app-env";
import { unauthorized } from "./errors";

type SessionResult = NonNullable<
  Awaited<ReturnType<AppEnv["Variables"]["auth"]["api"]["getSession"]>>
>;

/** The signed-in user and session, or null. */
export async function readSession(c: Context<AppEnv>): Promise<SessionResult | null> {
  return c.var.auth.api.getSession({ headers: c.req.raw.headers });
}

/** The signed-in user and session, or a 401 ApiError. */
export async function requireSession(c: Context<AppEnv>): Promise<SessionResult> {
  const result = await readSession(c);
  if (!result) throw unauthorized();
  return result;
}

/** True when the caller is signed in with the admin role. */
export async function callerIsAdmin(c: Context<AppEnv>): Promise<boolean> {
  const session = await readSession(c);
  return session ? isAdmin(c.var.database.db, session.user.id) : false;
}
