import { and, asc, eq, like } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  profiles,
  session,
  upgradeCompletions,
  user,
  userExperiences,
  userRoles,
  verification,
} from "../db/schema";

/** Everything stored about one user, for "download my data" (no secrets: no tokens, no hashes). */
export async function exportAccountData(db: Database, userId: string) {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const [profile, roles, experiences, completions, sessions] = await Promise.all([
    db
      .select({
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1)
      .then((rows) => rows[0] ?? null),
    db
      .select({ role: userRoles.role, createdAt: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({
        id: userExperiences.id,
        stepNumber: userExperiences.stepNumber,
        experienceText: userExperiences.experienceText,
        rating: userExperiences.rating,
        createdAt: userExperiences.createdAt,
      })
      .from(userExperiences)
      .where(eq(userExperiences.userId, userId))
      .orderBy(asc(userExperiences.stepNumber), asc(userExperiences.createdAt)),
    db
      .select({
        upgradeId: upgradeCompletions.upgradeId,
        rating: upgradeCompletions.rating,
        responses: upgradeCompletions.responses,
        timeSpentSeconds: upgradeCompletions.timeSpentSeconds,
        completedAt: upgradeCompletions.completedAt,
      })
      .from(upgradeCompletions)
      .where(eq(upgradeCompletions.userId, userId))
      .orderBy(asc(upgradeCompletions.completedAt)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
  ]);
  if (!account) return null;
  return {
    exportedAt: new Date().toISOString(),
    user: account,
    profile,
    roles,
    experiences,
    upgradeCompletions: completions,
    sessions,
  };
}

/**
 * Deletes the account in one transaction. The `users` row cascades to the
 * profile, sessions, credentials, roles, experiences, step participation and
 * upgrade completions; the counter triggers follow those deletes. Pending
 * reset links point at the user only by id, so they go explicitly.
 */
export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(verification)
      .where(
        and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")),
      );
    await tx.delete(user).where(eq(user.id, userId));
  });
}
