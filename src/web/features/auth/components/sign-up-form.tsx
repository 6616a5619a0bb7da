import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type SignUpInput, signUpSchema } from "../../../../core/schemas";
import { FormField, PASSWORD_HINT, PasswordField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { refreshMe } from "../../../lib/auth/get-me";
import { takeReturnTo } from "../../../lib/auth/return-to";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useSignUp } from "../api/sign-up";

const FIELDS = ["firstName", "lastName", "email", "password"] as const;

interface SignUpFormProps {
  defaultEmail: string;
  /** The account exists but no session started: ask the user to sign in with `email`. */
  onSignInNeeded: (email: string) => void;
}

export function SignUpForm({ defaultEmail, onSignInNeeded }: SignUpFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: formResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: defaultEmail, password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      toast.error("Error", { description: errorMessage(error, "Failed to create account") });
      return;
    }

    const me = await refreshMe(queryClient).catch(() => null);
    if (!me) {
      toast("Account created", { description: "Please sign in with your new credentials." });
      onSignInNeeded(values.email);
      return;
    }
    toast.success("Welcome!", { description: "Your account has been created successfully." });
    navigate(takeReturnTo(), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-first-name`}
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <FormField
          id={`${id}-last-name`}
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
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
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="mt-2 w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
