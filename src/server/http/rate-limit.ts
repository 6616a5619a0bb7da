import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";

export interface RateRule {
  windowMs: number;
  max: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter in the shared `rate_limits` table, so the limit holds
 * across server processes. One atomic upsert per call: no read-then-write race.
 * Keys start with "app:" to stay clear of Better Auth's own rows.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
): Promise<RateDecision> {
  const now = Date.now();
  const windowStart = now - rule.windowMs;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: `app:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStartedAt: rateLimit.lastRequest });
  const count = row?.count ?? 1;
  const startedAt = row?.windowStartedAt ?? now;
  return {
    allowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((startedAt + rule.windowMs - now) / 1000)),
  };
}
