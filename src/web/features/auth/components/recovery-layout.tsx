import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MainContent } from "../../../components/layout/main-content";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";

/** The frame of the forgotten-password pages: a card under a way back to sign-in. */
export function RecoveryLayout({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <MainContent className="flex flex-col items-center bg-muted px-4 py-8 sm:py-16">
      <div className="w-full max-w-md">
        <Link
          to="/auth?tab=signin"
          className="mb-6 inline-flex items-center gap-2 rounded-md font-medium text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Sign In
        </Link>
        <Card>
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </MainContent>
  );
}
