import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  changePasswordSchema,
  deleteAccountSchema,
  profileNameSchema,
} from "../../../core/account-schemas";
import { deleteAccount, exportAccountData } from "../../accounts/account-data";
import { ensureProfile, splitName } from "../../accounts/profiles";
import { profiles, user } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { consumeRateLimit, type RateRule } from "../../http/rate-limit";
import { requireSession } from "../../http/session";
import { readJson } from "../../http/validation";

/** Password checks per user: enough for typos, too few to guess with a stolen session. */
const PASSWORD_ATTEMPTS: RateRule = { windowMs: 10 * 60_000, max: 5 };

async function limitPasswordAttempts(c: Context<AppEnv>, key: string): Promise<void> {
  const decision = await consumeRateLimit(c.var.database.db, key, PASSWORD_ATTEMPTS);
  if (!decision.allowed) {
    c.header("Retry-After", String(decision.retryAfterSeconds));
    throw new ApiError(429, "RATE_LIMITED", "Too many attempts. Please try again later.");
  }
}

function wrongPassword(field: string, message: string): ApiError {
  return new ApiError(400, "INVALID_PASSWORD", message, { [field]: message });
}

/** Better Auth's "wrong password" error, told apart from everything else. */
function isInvalidPassword(error: unknown): boolean {
  return error instanceof APIError && error.body?.code === "INVALID_PASSWORD";
}

/** Passes on the session cookies Better Auth set (a new session, or a cleared one). */
function forwardCookies(c: Context<AppEnv>, from: Headers): void {
  for (const cookie of from.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}

/**
 * The signed-in user's own account: name, password, a copy of their data,
 * and deletion. Every route acts on the session's user only.
 */
export const accountRoutes = new Hono<AppEnv>()
  .patch("/profile", async (c) => {
    const { user: me } = await requireSession(c);
    const { firstName, lastName } = await readJson(c, profileNameSchema);
    const db = c.var.database.db;
    await ensureProfile(db, { id: me.id, email: me.email, ...splitName(me.name) });
    const [profile] = await db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ name: `${firstName} ${lastName}`, updatedAt: new Date() })
        .where(eq(user.id, me.id));
      return tx
        .update(profiles)
        .set({ firstName, lastName })
        .where(eq(profiles.id, me.id))
        .returning();
    });
    if (!profile) throw new ApiError(404, "NOT_FOUND", "Account not found.");
    return c.json({
      profile: {
        id: profile.id,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        createdAt: profile.createdAt.toISOString(),
      },
    });
  })
  .post("/password", async (c) => {
    const { user: me } = await requireSession(c);
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    await limitPasswordAttempts(c, `account-password:${me.id}`);
    try {
      // Better Auth checks the current password, stores the new hash, ends
      // every session and opens a new one for this browser.
      const { headers } = await c.var.auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      return c.json({ changed: true });
    } catch (error) {
      if (isInvalidPassword(error))
        throw wrongPassword("currentPassword", "Current password is incorrect");
      throw error;
    }
  })
  .get("/export", async (c) => {
    const { user: me } = await requireSession(c);
    const data = await exportAccountData(c.var.database.db, me.id);
    if (!data) throw new ApiError(404, "NOT_FOUND", "Account not found.");
    const day = data.exportedAt.slice(0, 10);
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", `attachment; filename="10-social-steps-my-data-${day}.json"`);
    return c.json(data);
  })
  .delete("/", async (c) => {
    const { user: me } = await requireSession(c);
    const { password } = await readJson(c, deleteAccountSchema);
    await limitPasswordAttempts(c, `account-delete:${me.id}`);
    try {
      await c.var.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers });
    } catch (error) {
      if (isInvalidPassword(error)) throw wrongPassword("password", "Incorrect password");
      throw error;
    }
    await deleteAccount(c.var.database.db, me.id);
    // The session row went with the account; this clears the browser's cookie too.
    const { headers } = await c.var.auth.api.signOut({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    forwardCookies(c, headers);
    return c.json({ deleted: true });
  });
