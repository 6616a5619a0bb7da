import { type Me, type MeProfile, type MeUser, useMe } from "./get-me";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export type AuthState =
  | { status: "loading"; user: null; profile: null; isAdmin: false }
  | { status: "signed-out"; user: null; profile: null; isAdmin: false }
  | { status: "signed-in"; user: MeUser; profile: MeProfile; isAdmin: boolean; me: Me };

/**
 * Who is using the app: `loading` until `GET /api/me` answers, then
 * `signed-in` (200) or `signed-out` (401, or a failed check).
 */
export function useAuth(): AuthState {
  const { data, isPending } = useMe();
  if (isPending) return { status: "loading", user: null, profile: null, isAdmin: false };
  if (!data) return { status: "signed-out", user: null, profile: null, isAdmin: false };
  return {
    status: "signed-in",
    user: data.user,
    profile: data.profile,
    isAdmin: data.isAdmin,
    me: data,
  };
}
