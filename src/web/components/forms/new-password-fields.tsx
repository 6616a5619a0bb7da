import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { PASSWORD_HINT, PasswordField } from "./form-field";

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** "New Password" with the spec's hint, and the same typed again. */
export function NewPasswordFields<T extends NewPasswordValues>({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The generic form type narrows to these two fields here.
  const fields = register as unknown as UseFormRegister<NewPasswordValues>;
  const messages = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        label="New Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={messages.newPassword?.message}
        {...fields("newPassword")}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label="Confirm New Password"
        autoComplete="new-password"
        error={messages.confirmPassword?.message}
        {...fields("confirmPassword")}
      />
    </>
  );
}
