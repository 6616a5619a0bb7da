import { useId } from "react";
import { useForm } from "react-hook-form";
import { type ProfileNameInput, profileNameSchema } from "../../../../core/account-schemas";
import { FormField } from "../../../components/forms/form-field";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { formResolver } from "../../../lib/schema-resolver";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useUpdateProfile } from "../api/update-profile";

export function ProfileForm({
  email,
  firstName,
  lastName,
}: {
  email: string;
  firstName: string;
  lastName: string;
}) {
  const id = useId();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileNameInput>({
    resolver: formResolver(profileNameSchema),
    defaultValues: { firstName, lastName },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { profile } = await update.mutateAsync(values);
      reset({ firstName: profile.firstName, lastName: profile.lastName });
    } catch (error) {
      applyServerFieldErrors(error, ["firstName", "lastName"], setError);
      toast.error("Error", {
        description: errorMessage(error, "Could not save your name. Please try again."),
      });
      return;
    }
    toast.success("Profile updated", { description: "Your name has been saved." });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-first`}
          label="First Name"
          autoComplete="given-name"
          maxLength={100}
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <FormField
          id={`${id}-last`}
          label="Last Name"
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
      <FormField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={email}
        readOnly
        hint="Your sign-in email cannot be changed here."
        className="bg-muted text-muted-foreground"
      />
      <Button type="submit" className="justify-self-start" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? "Saving..." : "Save Changes"}
      </Button>
    </form>
  );
}
