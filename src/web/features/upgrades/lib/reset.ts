import { useCallback } from "react";
import { useNavigate } from "react-router";
import { resetJourney } from "./journey-store";

/** Spec section 9: the page reloads about 100 ms after a reset. */
export const RELOAD_AFTER_RESET_MS = 100;

/**
 * Start over (spec section 4): clears the journey, the responsive state and
 * every upgrade_/step_ key, goes to /upgrades and reloads shortly after, so
 * every open view starts from a clean slate.
 */
export function useStartOver(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    resetJourney();
    navigate("/upgrades");
    window.setTimeout(() => window.location.reload(), RELOAD_AFTER_RESET_MS);
  }, [navigate]);
}
