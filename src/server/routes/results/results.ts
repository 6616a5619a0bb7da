import { Hono } from "hono";
import { resultsEmailRequestSchema } from "../../../core/schemas";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { consumeRateLimit } from "../../http/rate-limit";
import { readJson } from "../../http/validation";
import { renderResultsEmail } from "../../mail/messages";

const PER_CLIENT = { windowMs: 10 * 60_000, max: 5 };
const PER_ADDRESS = { windowMs: 60 * 60_000, max: 3 };

/**
 * "Send Results" (ARCHITECTURE reading 6): anonymous, so it is rate-limited per
 * client and per recipient, and the message is built here from validated data.
 */
export const resultsRoutes = new Hono<AppEnv>().post("/email", async (c) => {
  const request = await readJson(c, resultsEmailRequestSchema);
  const db = c.var.database.db;
  const recipient = request.email.toLowerCase();
  for (const [key, rule] of [
    [`results-email:client:${c.var.clientIp ?? "unknown"}`, PER_CLIENT],
    [`results-email:to:${recipient}`, PER_ADDRESS],
  ] as const) {
    const decision = await consumeRateLimit(db, key, rule);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      throw new ApiError(429, "RATE_LIMITED", "Too many emails sent. Please try again later.");
    }
  }
  try {
    await c.var.mailer.send(renderResultsEmail(request, c.var.config.baseUrl));
  } catch (error) {
    console.error("[mail] sending results failed:", error);
    throw new ApiError(502, "MAIL_FAILED", "We could not send the email. Please try again later.");
  }
  return c.json({ sent: true });
});
