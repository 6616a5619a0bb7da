import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { AdminPanelButton } from "../../components/admin/admin-panel-button";
import { MAIN_CONTENT_ID } from "../../components/layout/main-content";
import { ThemeToggle } from "../../components/theme/theme-toggle";

/**
 * Wraps every page: a skip link, a thin bar while the next page loads, and
 * focus moved to the new page's main content after client-side navigation.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {navigation.state !== "idle" && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 bg-primary motion-safe:animate-pulse"
        />
      )}
      <Outlet />
      <AdminPanelButton />
      <ThemeToggle />
      <ScrollRestoration />
    </div>
  );
}
