import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type DeleteAccountInput, deleteAccountSchema } from "../../../../core/account-schemas";
import { PasswordField } from "../../../components/forms/form-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { forgetSignedInUser } from "../../../lib/auth/sign-out";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/delete-account";
import { markLeavingAfterDeletion } from "../lib/leaving-after-deletion";

/** "Delete My Account": a confirmation that asks for the password before anything is removed. */
export function DeleteAccountDialog() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({
    resolver: formResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      applyServerFieldErrors(error, ["password"], setError);
      toast.error("Error", {
        description: errorMessage(error, "Could not delete your account. Please try again."),
      });
      return;
    }
    markLeavingAfterDeletion();
    setOpen(false);
    toast.success("Account deleted", {
      description: "Your account and everything saved with it have been removed.",
    });
    // Leave first: this page sends signed-out visitors to sign in.
    await navigate("/", { replace: true });
    await forgetSignedInUser(queryClient);
  });

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete My Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Your profile, every version of your step experiences, your completed upgrades and your
              sessions will be removed for good, and the community counts will no longer include
              you. This cannot be undone. Enter your password to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <PasswordField
            id={`${id}-password`}
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={isSubmitting}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? "Deleting..." : "Delete Account"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
