import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { STEP_NUMBERS, type StepFormInput } from "../../../../core/admin-schemas";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { useCreateStep } from "../../../lib/admin/create-step";
import { useAdminStep } from "../../../lib/admin/get-admin-step";
import { useUpdateStep } from "../../../lib/admin/update-step";
import { applyServerFieldErrors } from "../../../lib/schema-resolver";
import { toast } from "../../../lib/toast";
import { useToastOnce } from "../../../lib/use-toast-once";
import { AdminFormSection } from "../components/admin-form-section";
import { AdminFormPlaceholder, AdminFormShell, AdminIdField } from "../components/admin-form-shell";
import {
  emptyStepForm,
  type StepFormValues,
  stepFieldName,
  stepFormResolver,
  stepToForm,
} from "../lib/step-form";

/** `/admin/steps/new` (optionally `?stepNumber=`) and `/admin/steps/edit/:id`. */
export function AdminStepFormPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id) return <EditStep key={id} id={id} />;
  const stepNumber = Number(search.get("stepNumber"));
  return (
    <StepForm
      mode="create"
      initial={emptyStepForm(
        (STEP_NUMBERS as readonly number[]).includes(stepNumber) ? stepNumber : undefined,
      )}
    />
  );
}

function EditStep({ id }: { id: string }) {
  const step = useAdminStep(id);
  useToastOnce(step.isError, () => toast.error("Failed to fetch step data"));
  if (step.isPending || step.isError) {
    return (
      <AdminFormPlaceholder
        title="Edit Step"
        loadingLabel="Loading step..."
        error={step.isError ? "Failed to fetch step data" : undefined}
      />
    );
  }
  return <StepForm mode="edit" initial={stepToForm(step.data)} />;
}

function StepForm({ mode, initial }: { mode: "create" | "edit"; initial: StepFormValues }) {
  const navigate = useNavigate();
  const create = useCreateStep();
  const update = useUpdateStep();
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<StepFormValues, unknown, StepFormInput>({
    defaultValues: initial,
    resolver: stepFormResolver,
    mode: "onTouched",
  });
  const summaries = useFieldArray({ control, name: "summaries" });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (mode === "create") {
        await create.mutateAsync(input);
        toast.success("Step created successfully");
      } else {
        await update.mutateAsync({ ...input, id: initial.id });
        toast.success("Step updated successfully");
      }
      navigate("/admin/steps");
    } catch (error) {
      applyServerFieldErrors(error, stepFieldName(getValues()), setError);
      toast.error("Failed to save step");
    }
  });

  return (
    <AdminFormShell
      title={mode === "create" ? "Create Step" : "Edit Step"}
      intro={
        mode === "create"
          ? "New step content stays a draft until you publish it on the steps dashboard."
          : "The ID stays as it was created; everything else can change."
      }
      onSubmit={onSubmit}
      saving={isSubmitting}
      saveLabel={mode === "create" ? "Create Step" : "Update Step"}
      cancelTo="/admin/steps"
    >
      <AdminFormSection title="Basics">
        <AdminIdField
          id="step-id"
          mode={mode}
          error={errors.id?.message}
          createHint="A unique name for this row, e.g. step-4-intro."
          inputProps={register("id")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="step-number" label="Step Number" error={errors.stepNumber?.message}>
            {(field) => (
              <NativeSelect {...field} {...register("stepNumber")}>
                <option value="">Choose a step</option>
                {STEP_NUMBERS.map((n) => (
                  <option key={n} value={String(n)}>
                    Step {n}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field
            id="step-display-order"
            label="Display Order"
            error={errors.displayOrder?.message}
            hint="0 or more; lower numbers come first."
          >
            {(field) => (
              <Input
                {...field}
                type="number"
                inputMode="numeric"
                min={0}
                {...register("displayOrder")}
              />
            )}
          </Field>
        </div>
        <Field id="step-title" label="Title" error={errors.title?.message}>
          {(field) => <Input {...field} {...register("title")} />}
        </Field>
        <Field id="step-description" label="Description" error={errors.description?.message}>
          {(field) => <Textarea {...field} rows={4} {...register("description")} />}
        </Field>
      </AdminFormSection>

      <AdminFormSection
        title="Content"
        description="Optional. The summary and final text fall back to the description where empty."
      >
        <Field id="step-hero-title" label="Hero Title" error={errors.heroTitle?.message}>
          {(field) => <Input {...field} {...register("heroTitle")} />}
        </Field>
        <Field
          id="step-hero-description"
          label="Hero Description"
          error={errors.heroDescription?.message}
        >
          {(field) => <Textarea {...field} rows={3} {...register("heroDescription")} />}
        </Field>
        <Field id="step-summary" label="Summary" error={errors.summary?.message}>
          {(field) => <Textarea {...field} rows={3} {...register("summary")} />}
        </Field>

        <div className="grid gap-3">
          <h3 className="font-medium text-sm">Summaries</h3>
          {summaries.fields.length === 0 && (
            <p className="text-muted-foreground text-sm">No summaries yet.</p>
          )}
          <ol className="grid gap-4">
            {summaries.fields.map((row, index) => (
              <li key={row.id} className="grid gap-3 rounded-lg border border-border p-4">
                <Field
                  id={`step-summary-${index}-title`}
                  label={`Summary ${index + 1} Title`}
                  error={errors.summaries?.[index]?.title?.message}
                >
                  {(field) => <Input {...field} {...register(`summaries.${index}.title`)} />}
                </Field>
                <Field
                  id={`step-summary-${index}-content`}
                  label={`Summary ${index + 1} Content`}
                  error={errors.summaries?.[index]?.content?.message}
                >
                  {(field) => (
                    <Textarea {...field} rows={3} {...register(`summaries.${index}.content`)} />
                  )}
                </Field>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      {...register(`summaries.${index}.highlighted`)}
                    />
                    Highlighted<span className="sr-only"> (summary {index + 1})</span>
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => summaries.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove summary {index + 1}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => summaries.append({ title: "", content: "", highlighted: false })}
            >
              <Plus aria-hidden="true" />
              Add Summary
            </Button>
          </div>
        </div>

        <Field id="step-final-text" label="Final Text" error={errors.finalText?.message}>
          {(field) => <Textarea {...field} rows={3} {...register("finalText")} />}
        </Field>
      </AdminFormSection>
    </AdminFormShell>
  );
}
