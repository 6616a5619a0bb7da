import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import {
  type ForgotPasswordInput,
  forgotPasswordSchema,
  RESET_LINK_MINUTES,
} from "../../../../core/account-schemas";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { RecoveryLayout } from "../components/recovery-layout";

/**
 * `/auth/forgot-password?email=…`: asks for the account's email and sends a
 * reset link. The page says the same thing whether or not the account exists.
 */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password");
  const id = useId();
  const [searchParams] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: formResolver(forgotPasswordSchema),
    defaultValues: { email: searchParams.get("email") ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, ["email"], setError);
      toast.error("Error", {
        description: errorMessage(error, "Something went wrong. Please try again."),
      });
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo !== null) {
    return (
      <RecoveryLayout title="Check your email" description="One more step to a new password.">
        <div role="status" className="grid gap-4 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
          <p>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent
            it a link to choose a new password.
          </p>
          <p className="text-muted-foreground text-sm">
            The link works once and expires in {RESET_LINK_MINUTES} minutes. Nothing arrived? Check
            your spam folder, or ask again in a few minutes.
          </p>
          <Button type="button" variant="outline" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </div>
      </RecoveryLayout>
    );
  }

  return (
    <RecoveryLayout
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={255}
          error={errors.email?.message}
          {...register("email")}
        />
        <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? "Sending Link..." : "Send Reset Link"}
        </Button>
        <p className="text-center text-muted-foreground text-sm">
          Remembered it?{" "}
          <Link
            to="/auth?tab=signin"
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
          >
            Sign in
          </Link>
        </p>
      </form>
    </RecoveryLayout>
  );
}
