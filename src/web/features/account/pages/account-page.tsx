import { useEffect } from "react";
import { Link, Navigate } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { Spinner } from "../../../components/ui/spinner";
import { authPath } from "../../../lib/auth/return-to";
import { useAuth } from "../../../lib/auth/use-auth";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AccountSection } from "../components/account-section";
import { DataRights } from "../components/data-rights";
import { PasswordForm } from "../components/password-form";
import { ProfileForm } from "../components/profile-form";
import { clearLeavingAfterDeletion, isLeavingAfterDeletion } from "../lib/leaving-after-deletion";

const LINK_CLASS =
  "rounded-md font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2";

/** `/account`: the signed-in user's name, password and data. */
export function AccountPage() {
  useDocumentTitle("Your Account");
  const auth = useAuth();
  useEffect(() => clearLeavingAfterDeletion, []);

  // Just deleted: the dialog is already on its way to `/`.
  if (auth.status === "signed-out" && isLeavingAfterDeletion()) return null;
  if (auth.status === "signed-out")
    return <Navigate to={authPath({ tab: "signin", returnTo: "/account" })} replace />;

  return (
    <MainContent>
      <div className="mx-auto grid max-w-2xl gap-8 px-4 py-10 sm:py-14">
        <header className="grid gap-2 text-center">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">Your Account</h1>
          <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
            <Link to="/review" className={LINK_CLASS}>
              Progress Dashboard
            </Link>
            <Link to="/steps" className={LINK_CLASS}>
              Back to 10 Social Steps
            </Link>
          </p>
        </header>

        {auth.status === "loading" ? (
          <Spinner label="Loading your account..." className="min-h-[30vh]" />
        ) : (
          <>
            <AccountSection
              id="account-profile"
              title="Profile"
              description="Your name as the app shows it."
            >
              <ProfileForm
                key={`${auth.profile.firstName}\u0000${auth.profile.lastName}`}
                email={auth.user.email}
                firstName={auth.profile.firstName ?? ""}
                lastName={auth.profile.lastName ?? ""}
              />
            </AccountSection>
            <AccountSection
              id="account-password"
              title="Password"
              description="Changing it signs you out on every other device."
            >
              <PasswordForm />
            </AccountSection>
            <AccountSection
              id="account-data"
              title="Your data"
              description="Take a copy with you, or remove it all."
            >
              <DataRights />
            </AccountSection>
          </>
        )}
      </div>
    </MainContent>
  );
}
