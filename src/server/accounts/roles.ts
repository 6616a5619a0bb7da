import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { user, userRoles } from "../db/schema";

export async function isAdmin(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

export async function grantAdminToUser(db: Database, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
}

/** Returns false when no account has that email. */
export async function grantAdminByEmail(db: Database, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!found) return false;
  await grantAdminToUser(db, found.id);
  return true;
}
