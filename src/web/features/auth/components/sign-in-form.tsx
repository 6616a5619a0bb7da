import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type SignInInput, signInSchema } from "../../../../core/schemas";
import { FormField, PasswordField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { refreshMe } from "../../../lib/auth/get-me";
import { takeReturnTo } from "../../../lib/auth/return-to";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useSignIn } from "../api/sign-in";

const FIELDS = ["email", "password"] as const;

function forgotPasswordPath(email: string): string {
  const typed = email.trim();
  return typed
    ? `/auth/forgot-password?${new URLSearchParams({ email: typed })}`
    : "/auth/forgot-password";
}

export function SignInForm({ defaultEmail }: { defaultEmail: string }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: formResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      toast.error("Error", { description: errorMessage(error, "Failed to sign in") });
      return;
    }
    await refreshMe(queryClient).catch(() => null);
    toast.success("Welcome back!", { description: "You have successfully signed in." });
    navigate(takeReturnTo(), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        id={`${id}-password`}
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Link
        to={forgotPasswordPath(watch("email"))}
        className="-mt-2 justify-self-end rounded-md font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
      >
        Forgot password?
      </Link>
      <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
