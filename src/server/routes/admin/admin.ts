import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { isAdmin } from "../../accounts/roles";
import type { AppEnv } from "../../http/app-env";
import { ApiError, unauthorized } from "../../http/errors";
import { readSession } from "../../http/session";
import { adminStepRoutes } from "./admin-steps";
import { adminUpgradeRoutes } from "./admin-upgrades";
import { adminUserRoutes } from "./admin-users";

/**
 * The one role check for every /api/admin route: 401 signed out, 403 signed in
 * without the admin role. Registered before the routes, so it also covers
 * admin paths that match no route (a non-admin learns nothing about them).
 */
const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c);
  if (!session) throw unauthorized();
  if (!(await isAdmin(c.var.database.db, session.user.id))) {
    throw new ApiError(403, "FORBIDDEN", "You do not have access to the admin area.");
  }
  c.header("Cache-Control", "no-store");
  await next();
});

export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .route("/upgrades", adminUpgradeRoutes)
  .route("/steps", adminStepRoutes)
  .route("/users", adminUserRoutes);
