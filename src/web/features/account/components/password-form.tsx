import { useId } from "react";
import { useForm } from "react-hook-form";
import {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
} from "../../../../core/account-schemas";
import { PasswordField } from "../../../components/forms/form-field";
import { NewPasswordFields } from "../../../components/forms/new-password-fields";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useChangePassword } from "../api/change-password";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: formResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, ["currentPassword", "newPassword"], setError);
      toast.error("Error", {
        description: errorMessage(error, "Could not change your password. Please try again."),
      });
      return;
    }
    reset(EMPTY);
    toast.success("Password changed", {
      description: "You have been signed out on your other devices.",
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PasswordField
        id={`${id}-current`}
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <NewPasswordFields idPrefix={id} register={register} errors={errors} />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? "Changing Password..." : "Change Password"}
      </Button>
    </form>
  );
}
