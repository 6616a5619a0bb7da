import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";
import type { Config } from "../env";
import { consumeRateLimit } from "../http/rate-limit";
import type { Mailer } from "../mail/mailer";
import { renderPasswordResetEmail, resetPasswordLink } from "../mail/messages";

/** At most this many reset emails per address per hour, whoever asks: no mailbox flooding. */
const PER_RECIPIENT = { windowMs: 60 * 60_000, max: 3 };

export interface ResetEmailInput {
  db: Database;
  config: Pick<Config, "baseUrl">;
  mailer: Mailer;
  user: { id: string; email: string };
  token: string;
}

/**
 * Sends the reset link. Over the per-address limit nothing is sent, silently:
 * the requester always gets the same neutral answer either way.
 */
export async function sendPasswordResetEmail({
  db,
  config,
  mailer,
  user,
  token,
}: ResetEmailInput): Promise<boolean> {
  const decision = await consumeRateLimit(
    db,
    `reset-email:to:${user.email.toLowerCase()}`,
    PER_RECIPIENT,
  );
  if (!decision.allowed) {
    console.warn(`[mail] password reset email for ${user.id} skipped: too many requests`);
    return false;
  }
  const [profile] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  await mailer.send(
    renderPasswordResetEmail(
      { email: user.email, firstName: profile?.firstName ?? null },
      resetPasswordLink(config.baseUrl, token),
    ),
  );
  return true;
}
