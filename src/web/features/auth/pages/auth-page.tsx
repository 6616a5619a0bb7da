import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import { OfflineNotice } from "../../../components/layout/offline-notice";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { type AuthTab, storeReturnTo } from "../../../lib/auth/return-to";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";

function readTab(value: string | null): AuthTab {
  return value === "signin" ? "signin" : "signup";
}

/**
 * `/auth?tab=signin|signup&email=…&returnTo=/steps/3`: sign up (default) or
 * sign in, then go to the stored return path or home.
 */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get("tab"));
  const returnTo = searchParams.get("returnTo");
  const [email, setEmail] = useState(() => searchParams.get("email") ?? "");

  useDocumentTitle(
    tab === "signin" ? "Sign In" : "Sign Up",
    "Sign in or create an account to save your experiences and follow the 10 Social Steps with the community.",
  );

  useEffect(() => {
    if (returnTo !== null) storeReturnTo(returnTo);
  }, [returnTo]);

  const selectTab = (next: AuthTab) => {
    setSearchParams(
      (params) => {
        params.set("tab", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <MainContent className="flex flex-col items-center bg-muted px-4 py-8 sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to="/steps"
          className="mb-6 inline-flex items-center gap-2 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <CardTitle as="h1" className="text-2xl">
              10 Social Steps
            </CardTitle>
          </CardHeader>
          <CardContent>
            <OfflineNotice className="mb-4">
              You're offline. Signing in and creating an account need a connection; try again once
              you're back online.
            </OfflineNotice>
            <Tabs value={tab} onValueChange={(value) => selectTab(readTab(value))}>
              <TabsList>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
                <TabsTrigger value="signin">Sign In</TabsTrigger>
              </TabsList>
              <TabsContent value="signup">
                <SignUpForm
                  defaultEmail={email}
                  onSignInNeeded={(address) => {
                    setEmail(address);
                    selectTab("signin");
                  }}
                />
              </TabsContent>
              <TabsContent value="signin">
                <SignInForm defaultEmail={email} />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </MainContent>
  );
}
