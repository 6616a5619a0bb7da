import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  type ResetPasswordFormInput,
  resetPasswordFormSchema,
} from "../../../../core/account-schemas";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { meQueryKey } from "../../../lib/auth/get-me";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useResetPassword } from "../api/reset-password";
import { RecoveryLayout } from "../components/recovery-layout";

/**
 * The token from the emailed link, read once. It is then taken out of the
 * address bar so it does not linger in history or get shared by accident.
 */
function useResetToken(): string {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  useEffect(() => {
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("token");
    window.history.replaceState(
      window.history.state,
      "",
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, [token]);
  return token;
}

function InvalidLink() {
  return (
    <RecoveryLayout
      title="This link no longer works"
      description="Reset links work once and expire after a while."
    >
      <Button asChild className="w-full">
        <Link to="/auth/forgot-password">Send a new link</Link>
      </Button>
    </RecoveryLayout>
  );
}

/** `/auth/reset-password?token=…`: choose a new password under the sign-up rule. */
export function ResetPasswordPage() {
  useDocumentTitle("Choose a New Password");
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useResetToken();
  const [invalid, setInvalid] = useState(token === "");
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: formResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") {
        setInvalid(true);
        return;
      }
      applyServerFieldErrors(error, ["newPassword"], setError);
      toast.error("Error", {
        description: errorMessage(error, "Something went wrong. Please try again."),
      });
      return;
    }
    // Every session ended with the reset, this browser's included.
    queryClient.setQueryData(meQueryKey, null);
    toast.success("Password updated", { description: "Sign in with your new password." });
    navigate("/auth?tab=signin", { replace: true });
  });

  if (invalid) return <InvalidLink />;

  return (
    <RecoveryLayout
      title="Choose a new password"
      description="After this, sign in with the new password. You will be signed out everywhere else."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NewPasswordFields idPrefix={id} register={register} errors={errors} />
        <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
          {isSubmitting ? "Saving Password..." : "Save New Password"}
        </Button>
      </form>
    </RecoveryLayout>
  );
}
