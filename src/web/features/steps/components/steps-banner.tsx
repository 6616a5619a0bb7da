import { ChartColumn, LogIn, LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { useSignOut } from "../../../lib/auth/sign-out";
import { useAuth } from "../../../lib/auth/use-auth";
import { toast } from "../../../lib/toast";

/** The sticky Social Steps top bar: title, and Progress/Logout or Login by auth state. */
export function StepsBanner() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const logout = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast.error("Error", { description: "Something went wrong. Please try again." });
      return;
    }
    toast.success("Signed out", { description: "You have been successfully signed out." });
    navigate("/");
  };

  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/95 backdrop-blur">
      <nav
        aria-label="10 Social Steps"
        className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4"
      >
        <Link
          to="/steps"
          className="rounded-md font-semibold text-foreground text-lg focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          10 Social Steps
        </Link>
        <div className="flex items-center gap-2">
          {auth.status === "signed-in" && (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/review">
                  <ChartColumn aria-hidden="true" />
                  Progress
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
            </>
          )}
          {auth.status === "signed-out" && (
            <Button asChild variant="outline" size="sm">
              <Link to="/auth">
                <LogIn aria-hidden="true" />
                Login
              </Link>
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
