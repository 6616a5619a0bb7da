import { useForm } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { UPGRADE_CATEGORIES, type UpgradeCreateInput } from "../../../../core/admin-schemas";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { useCreateUpgrade } from "../../../lib/admin/create-upgrade";
import { useAdminUpgrade } from "../../../lib/admin/get-admin-upgrade";
import { useAdminUpgrades } from "../../../lib/admin/get-admin-upgrades";
import { useUpdateUpgrade } from "../../../lib/admin/update-upgrade";
import { applyServerFieldErrors } from "../../../lib/schema-resolver";
import { toast } from "../../../lib/toast";
import { useToastOnce } from "../../../lib/use-toast-once";
import { AdminFormSection } from "../components/admin-form-section";
import { AdminFormPlaceholder, AdminFormShell, AdminIdField } from "../components/admin-form-shell";
import {
  emptyUpgradeForm,
  PROMPT_SLOTS,
  type UpgradeFormValues,
  upgradeFieldName,
  upgradeFormResolver,
  upgradeToForm,
} from "../lib/upgrade-form";

const CATEGORY_LABELS = { individual: "Individual", relational: "Relational", social: "Social" };

/** `/admin/upgrades/new` and `/admin/upgrades/edit/:id`. */
export function AdminUpgradeFormPage() {
  const { id } = useParams();
  return id ? <EditUpgrade key={id} id={id} /> : <CreateUpgrade />;
}

function CreateUpgrade() {
  // A new upgrade goes after the last one unless the admin picks otherwise.
  const list = useAdminUpgrades();
  if (list.isPending) {
    return <AdminFormPlaceholder title="Create Upgrade" loadingLabel="Loading upgrades..." />;
  }
  const lastOrder = Math.max(0, ...(list.data ?? []).map((upgrade) => upgrade.displayOrder));
  return <UpgradeForm mode="create" initial={emptyUpgradeForm(Math.min(100, lastOrder + 1))} />;
}

function EditUpgrade({ id }: { id: string }) {
  const upgrade = useAdminUpgrade(id);
  useToastOnce(upgrade.isError, () => toast.error("Failed to load upgrade"));
  if (upgrade.isPending || upgrade.isError) {
    return (
      <AdminFormPlaceholder
        title="Edit Upgrade"
        loadingLabel="Loading upgrade..."
        error={upgrade.isError ? "Failed to load upgrade" : undefined}
      />
    );
  }
  return <UpgradeForm mode="edit" initial={upgradeToForm(upgrade.data)} />;
}

function UpgradeForm({ mode, initial }: { mode: "create" | "edit"; initial: UpgradeFormValues }) {
  const navigate = useNavigate();
  const create = useCreateUpgrade();
  const update = useUpdateUpgrade();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<UpgradeFormValues, unknown, UpgradeCreateInput>({
    defaultValues: initial,
    resolver: upgradeFormResolver(mode),
    mode: "onTouched",
  });

  const onSubmit = handleSubmit(async ({ id, ...fields }) => {
    try {
      if (mode === "create") {
        await create.mutateAsync({ id, ...fields });
        toast.success("Upgrade created successfully");
      } else {
        await update.mutateAsync({ id: initial.id, fields });
        toast.success("Upgrade updated successfully");
      }
      navigate("/admin/upgrades");
    } catch (error) {
      applyServerFieldErrors(error, upgradeFieldName(getValues()), setError);
      toast.error("Failed to save upgrade");
    }
  });

  return (
    <AdminFormShell
      title={mode === "create" ? "Create Upgrade" : "Edit Upgrade"}
      intro={
        mode === "create"
          ? "New upgrades start as drafts: visitors see them once you publish them from the list."
          : "The ID stays as it was created; everything else can change."
      }
      onSubmit={onSubmit}
      saving={isSubmitting}
      saveLabel={mode === "create" ? "Create Upgrade" : "Update Upgrade"}
      cancelTo="/admin/upgrades"
    >
      <AdminFormSection title="Basics">
        <AdminIdField
          id="upgrade-id"
          mode={mode}
          error={errors.id?.message}
          createHint="Lowercase letters, numbers and hyphens, e.g. quiet-noticing. It cannot be changed later."
          inputProps={register("id")}
        />
        <Field id="upgrade-title" label="Title" error={errors.title?.message}>
          {(control) => <Input {...control} {...register("title")} />}
        </Field>
        <Field id="upgrade-description" label="Description" error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={3} {...register("description")} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="upgrade-category" label="Category" error={errors.category?.message}>
            {(control) => (
              <NativeSelect {...control} {...register("category")}>
                <option value="">Choose a category</option>
                {UPGRADE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_LABELS[category]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            id="upgrade-display-order"
            label="Display Order"
            error={errors.displayOrder?.message}
            hint="From 1 to 100; lower numbers come first."
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                {...register("displayOrder")}
              />
            )}
          </Field>
        </div>
      </AdminFormSection>

      <AdminFormSection
        title="Content"
        description="Optional. The page falls back to the title and description where these are empty."
      >
        <Field id="upgrade-hero-title" label="Hero Title" error={errors.heroTitle?.message}>
          {(control) => <Input {...control} {...register("heroTitle")} />}
        </Field>
        <Field
          id="upgrade-hero-description"
          label="Hero Description"
          error={errors.heroDescription?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...register("heroDescription")} />}
        </Field>
        <Field
          id="upgrade-moment"
          label="Moment of Awareness"
          error={errors.moment?.message}
          hint="The short exercise at the heart of the upgrade."
        >
          {(control) => <Textarea {...control} rows={4} {...register("moment")} />}
        </Field>
        {Array.from({ length: PROMPT_SLOTS }, (_, slot) => (
          <Field
            // The slots never move, so their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
            key={slot}
            id={`upgrade-prompt-${slot + 1}`}
            label={`Reflection Prompt ${slot + 1}`}
            error={errors.prompts?.[slot]?.message}
          >
            {(control) => <Input {...control} {...register(`prompts.${slot}`)} />}
          </Field>
        ))}
      </AdminFormSection>
    </AdminFormShell>
  );
}
