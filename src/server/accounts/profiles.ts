import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

export interface ProfileInput {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Creates the profile if it is missing; an existing profile is left as it is. */
export async function ensureProfile(db: Database, input: ProfileInput) {
  await db.insert(profiles).values(input).onConflictDoNothing();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, input.id)).limit(1);
  return profile;
}

/** Best guess at first and last name from Better Auth's single `name` field. */
export function splitName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(" ") || null };
}
