import { Link, useLocation } from "react-router";
import { useAuth } from "../../lib/auth/use-auth";

/** Pages that are part of the admin tools already, where the button would lead nowhere new. */
const ADMIN_TOOL_PATHS = /^\/(?:admin(?:\/|$)|upgrades\/build\/?$|steps\/build\/?$)/;

/**
 * The round "Admin Panel" shortcut at the bottom right of public pages, for
 * admins only (spec section 6): hidden while the role is being checked and
 * when the check fails. It sits on `/`, so it stays tiny: an inline icon, no
 * icon library.
 */
export function AdminPanelButton() {
  const { isAdmin } = useAuth();
  const { pathname } = useLocation();
  if (!isAdmin || ADMIN_TOOL_PATHS.test(pathname)) return null;
  // A landmark of its own, so the button is not content outside every landmark.
  return (
    <nav aria-label="Admin shortcut">
      <Link
        to="/admin/upgrades"
        aria-label="Admin Panel"
        title="Admin Panel"
        className="fixed right-6 bottom-6 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-6"
        >
          <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
          <path d="m9 12 2 2 4-4" />
        </svg>
      </Link>
    </nav>
  );
}
