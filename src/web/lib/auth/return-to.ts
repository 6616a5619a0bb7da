/**
 * Where to go after signing in or up. `/auth?returnTo=/steps/3` stores the
 * path for this tab; a successful sign-in takes it (once) or goes home.
 * Only same-origin relative paths are accepted, so the link cannot send a
 * user to another site.
 */

const STORAGE_KEY = "auth_return_to";
const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = "https://app.invalid";

/** `value` as a safe in-app path ("/steps/3?x=1#y"), or `null` when it is not one. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // A single leading slash: "//host" and "/\host" are other sites to a browser.
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers `value` when it is a safe path; forgets any earlier one when it is not. */
export function storeReturnTo(value: string | null | undefined): void {
  const store = storage();
  if (!store) return;
  const path = safeReturnPath(value);
  try {
    if (path) store.setItem(STORAGE_KEY, path);
    else store.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be full or blocked; the user then simply lands on "/".
  }
}

/** The stored return path (removed once read), else "/". */
export function takeReturnTo(): string {
  const store = storage();
  if (!store) return "/";
  try {
    const path = safeReturnPath(store.getItem(STORAGE_KEY));
    store.removeItem(STORAGE_KEY);
    return path ?? "/";
  } catch {
    return "/";
  }
}

export type AuthTab = "signup" | "signin";

/** A link to the auth page, e.g. `authPath({ tab: "signin", returnTo: "/steps/3" })`. */
export function authPath(options: { tab?: AuthTab; email?: string; returnTo?: string } = {}) {
  const params = new URLSearchParams();
  if (options.tab) params.set("tab", options.tab);
  if (options.email) params.set("email", options.email);
  if (options.returnTo) params.set("returnTo", options.returnTo);
  const query = params.toString();
  return query === "" ? "/auth" : `/auth?${query}`;
}
