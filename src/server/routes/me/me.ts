import { Hono } from "hono";
import { ensureProfile, splitName } from "../../accounts/profiles";
import { isAdmin } from "../../accounts/roles";
import type { AppEnv } from "../../http/app-env";
import { readSession } from "../../http/session";

/**
 * Who is signed in. Signed out is a normal answer here (200 with nulls), not
 * an error: every page asks on load, and a 401 would log a console error.
 */
export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  c.header("Cache-Control", "no-store");
  const session = await readSession(c);
  if (!session) return c.json({ user: null, profile: null, isAdmin: false });
  const { user } = session;
  const db = c.var.database.db;
  // The post-login routine creates a missing profile (spec section 4); doing it
  // here covers accounts whose profile insert failed at sign-up.
  const [profile, admin] = await Promise.all([
    ensureProfile(db, { id: user.id, email: user.email, ...splitName(user.name) }),
    isAdmin(db, user.id),
  ]);
  return c.json({
    user: { id: user.id, email: user.email, name: user.name },
    profile: profile
      ? {
          id: profile.id,
          email: profile.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          createdAt: profile.createdAt.toISOString(),
        }
      : null,
    isAdmin: admin,
  });
});
