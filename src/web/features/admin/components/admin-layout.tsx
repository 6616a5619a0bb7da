import { House, LogOut } from "lucide-react";
import { useEffect } from "react";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useSignOut } from "../../../lib/auth/sign-out";
import { useAuth } from "../../../lib/auth/use-auth";
import { toast } from "../../../lib/toast";
import { cn } from "../../../lib/utils";

const SECTIONS = [
  { to: "/admin/upgrades", label: "Manage Upgrades" },
  { to: "/admin/steps", label: "Manage Steps" },
  { to: "/admin/users", label: "Manage Users" },
] as const;

/**
 * The admin shell: "Admin Panel" header with Home and Logout, and the three
 * sections. Only admins see it (spec section 6): a spinner while the role is
 * being checked, then everyone else, a failed check included, goes to `/`.
 * The server refuses their API calls regardless.
 */
export function AdminLayout() {
  const auth = useAuth();
  const navigate = useNavigate();
  const allowed = auth.status === "signed-in" && auth.isAdmin;

  useEffect(() => {
    if (auth.status !== "loading" && !allowed) navigate("/", { replace: true });
  }, [auth.status, allowed, navigate]);

  if (!allowed) {
    return (
      <MainContent className="flex items-center justify-center">
        <Spinner label="Checking access..." />
      </MainContent>
    );
  }
  return <AdminShell />;
}

function AdminShell() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  const logout = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error("Failed to log out");
      return;
    }
    toast.success("Logged out", { description: "You have been logged out successfully" });
    navigate("/");
  };

  return (
    <>
      <header className="border-border border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <h1 className="font-bold text-2xl tracking-tight">Admin Panel</h1>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/">
                <House aria-hidden="true" />
                Home
              </Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={logout}
              disabled={signOut.isPending}
            >
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
        <nav aria-label="Admin sections" className="mx-auto max-w-6xl px-4">
          <ul className="flex gap-1 overflow-x-auto">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-10 items-center border-b-2 px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2",
                      isActive
                        ? "border-primary text-foreground"
                        : "border-transparent text-muted-foreground hover:text-foreground",
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MainContent className="mx-auto w-full max-w-6xl px-4 py-8">
        <Outlet />
      </MainContent>
    </>
  );
}
