import type { AdminUserDto } from "../../../lib/admin/get-admin-users";

/** "First Last", or the spec's "Not provided" when the profile has no name. */
export function userDisplayName(user: Pick<AdminUserDto, "firstName" | "lastName">): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || "Not provided";
}

/** The email, or the spec's "No email" when the profile has none. */
export function userDisplayEmail(user: Pick<AdminUserDto, "email">): string {
  return user.email?.trim() || "No email";
}

/** "Page X of Y": Y is at least 1, and marked "+" when the server stopped counting early. */
export function pageLabel(page: number, total: number, pageSize: number, lowerBound: boolean) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return {
    pages,
    text: `Page ${page.toLocaleString()} of ${pages.toLocaleString()}${lowerBound ? "+" : ""}`,
    hasNext: page < pages || lowerBound,
  };
}
