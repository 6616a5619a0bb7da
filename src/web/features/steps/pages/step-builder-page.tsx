import { useForm, useWatch } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { STEP_NUMBERS, type StepChatInput, stepChatSchema } from "../../../../core/admin-schemas";
import { MainContent } from "../../../components/layout/main-content";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Spinner } from "../../../components/ui/spinner";
import { Textarea } from "../../../components/ui/textarea";
import { useAdminStep } from "../../../lib/admin/get-admin-step";
import type { AdminStep } from "../../../lib/admin/get-admin-steps";
import { useSaveChatStep } from "../../../lib/admin/save-chat-step";
import { useAdminOnly } from "../../../lib/admin/use-admin-only";
import {
  applyServerFieldErrors,
  type FieldNameOf,
  schemaResolver,
} from "../../../lib/schema-resolver";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useToastOnce } from "../../../lib/use-toast-once";
import { StepsPageHeading } from "../components/steps-page-heading";

interface StepBuilderValues {
  stepNumber: string;
  title: string;
  description: string;
}

// The form's fields are the schema's own, so a message's path names its field.
const fieldName: FieldNameOf = (path) => (typeof path[0] === "string" ? path[0] : undefined);
const resolver = schemaResolver<StepBuilderValues, StepChatInput>(
  stepChatSchema,
  (values) => values,
  () => fieldName,
);

/** `/steps/build?id=…` (or `?stepNumber=` for a new step): the admin's quick step builder. */
export function StepBuilderPage() {
  useDocumentTitle("Step Builder");
  const access = useAdminOnly();
  const [search] = useSearchParams();
  const id = search.get("id") || undefined;
  const stepNumber = Number(search.get("stepNumber"));

  if (access !== "allowed") {
    return (
      <MainContent>
        <Spinner label="Loading..." className="min-h-[50vh]" />
      </MainContent>
    );
  }
  return (
    <MainContent>
      <StepsPageHeading title="Step Builder">
        <p className="mt-3 text-muted-foreground">
          Give the step a title and a few lines about it. It is saved as a draft: publish it on the
          steps dashboard when it is ready.
        </p>
      </StepsPageHeading>
      {id ? (
        <ExistingStep key={id} id={id} />
      ) : (
        <StepBuilderForm
          initial={{
            stepNumber: (STEP_NUMBERS as readonly number[]).includes(stepNumber)
              ? String(stepNumber)
              : "4",
            title: "",
            description: "",
          }}
        />
      )}
    </MainContent>
  );
}

function ExistingStep({ id }: { id: string }) {
  const step = useAdminStep(id);
  useToastOnce(step.isError, () => toast.error("Failed to load step data"));
  if (step.isPending) return <Spinner label="Loading step..." className="py-16" />;
  if (step.isError) {
    return (
      <p role="alert" className="px-4 pb-16 text-center">
        Failed to load step data
      </p>
    );
  }
  return <StepBuilderForm step={step.data} initial={valuesOf(step.data)} />;
}

function valuesOf(step: AdminStep): StepBuilderValues {
  return {
    stepNumber: String(step.stepNumber),
    title: step.title,
    description: step.description,
  };
}

function StepBuilderForm({ step, initial }: { step?: AdminStep; initial: StepBuilderValues }) {
  const navigate = useNavigate();
  const save = useSaveChatStep();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StepBuilderValues, unknown, StepChatInput>({
    defaultValues: initial,
    resolver,
    mode: "onTouched",
  });
  const title = useWatch({ control, name: "title" });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(step ? { ...input, id: step.id } : input);
    } catch (error) {
      applyServerFieldErrors(error, fieldName, setError);
      toast.error("Failed to save step");
      return;
    }
    toast.success("Step saved successfully");
    navigate("/admin/steps");
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Step builder"
      className="mx-auto grid max-w-2xl gap-5 px-4 pb-20"
    >
      <Field id="builder-step-number" label="Step Number" error={errors.stepNumber?.message}>
        {(field) => (
          <NativeSelect {...field} {...register("stepNumber")}>
            {STEP_NUMBERS.map((n) => (
              <option key={n} value={String(n)}>
                Step {n}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="builder-title" label="Title" error={errors.title?.message}>
        {(field) => <Input {...field} {...register("title")} />}
      </Field>
      <Field
        id="builder-description"
        label="Description"
        error={errors.description?.message}
        hint="Optional. It also becomes the text under the step's headline."
      >
        {(field) => <Textarea {...field} rows={5} {...register("description")} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to="/admin/steps">Cancel</Link>
        </Button>
        <Button type="submit" disabled={title.trim() === "" || isSubmitting}>
          {isSubmitting ? "Saving..." : "Save Step"}
        </Button>
      </div>
    </form>
  );
}
