import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../auth/use-auth";

/**
 * For the admin pages outside `/admin` (the two builders): sends anyone who is
 * not an admin to `/` once the role is known (spec section 6). Says whether
 * the page may show; until then it shows a spinner. The API refuses
 * non-admins whatever the page does.
 */
export function useAdminOnly(): "checking" | "allowed" | "refused" {
  const auth = useAuth();
  const navigate = useNavigate();
  const state = auth.status === "loading" ? "checking" : auth.isAdmin ? "allowed" : "refused";
  useEffect(() => {
    if (state === "refused") navigate("/", { replace: true });
  }, [state, navigate]);
  return state;
}
