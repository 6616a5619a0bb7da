import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { jsonError } from "../../http/errors";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  try {
    await c.var.database.ping();
    return c.json({ status: "ok" });
  } catch {
    c.header("Cache-Control", "no-store");
    return jsonError(c, 503, "DATABASE_UNAVAILABLE", "The database is not answering.");
  }
});
