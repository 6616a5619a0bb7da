import { type StepFormInput, stepFormSchema } from "../../../../core/admin-schemas";
import type { AdminStep } from "../../../lib/admin/get-admin-steps";
import { type FieldNameOf, schemaResolver } from "../../../lib/schema-resolver";

/*
 * The step form as people fill it in: text fields, numbers as typed, and a
 * list of summaries where a row left wholly blank is simply not sent.
 */

export interface SummaryRow {
  title: string;
  content: string;
  highlighted: boolean;
}

export interface StepFormValues {
  id: string;
  stepNumber: string;
  title: string;
  description: string;
  displayOrder: string;
  heroTitle: string;
  heroDescription: string;
  summary: string;
  finalText: string;
  summaries: SummaryRow[];
}

export function emptyStepForm(stepNumber?: number): StepFormValues {
  return {
    id: "",
    stepNumber: stepNumber ? String(stepNumber) : "",
    title: "",
    description: "",
    displayOrder: "0",
    heroTitle: "",
    heroDescription: "",
    summary: "",
    finalText: "",
    summaries: [],
  };
}

export function stepToForm(step: AdminStep): StepFormValues {
  return {
    id: step.id,
    stepNumber: String(step.stepNumber),
    title: step.title,
    description: step.description,
    displayOrder: String(step.displayOrder),
    heroTitle: step.content.heroTitle ?? "",
    heroDescription: step.content.heroDescription ?? "",
    summary: step.content.summary ?? "",
    finalText: step.content.finalText ?? "",
    summaries: (step.content.summaries ?? []).map((summary) => ({
      title: summary.title,
      content: summary.content,
      highlighted: summary.highlighted === true,
    })),
  };
}

function filledSummaryRows(values: StepFormValues): number[] {
  return values.summaries.flatMap((row, index) =>
    row.title.trim() === "" && row.content.trim() === "" ? [] : [index],
  );
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);

/** The API input for these values. */
export function toStepInput(values: StepFormValues) {
  return {
    id: values.id,
    stepNumber: blankToUndefined(values.stepNumber),
    title: values.title,
    description: values.description,
    displayOrder: blankToUndefined(values.displayOrder),
    content: {
      heroTitle: values.heroTitle,
      heroDescription: values.heroDescription,
      summary: values.summary,
      finalText: values.finalText,
      summaries: filledSummaryRows(values).map((index) => {
        const row = values.summaries[index] as SummaryRow;
        return row.highlighted
          ? { title: row.title, content: row.content, highlighted: true }
          : { title: row.title, content: row.content };
      }),
    },
  };
}

const TOP_FIELDS = new Set(["id", "stepNumber", "title", "description", "displayOrder"]);
const CONTENT_FIELDS = new Set(["heroTitle", "heroDescription", "summary", "finalText"]);

/** The form field for a path in the API input (`content.summaries.0.title` → its row). */
export function stepFieldName(values: StepFormValues): FieldNameOf {
  return (path) => {
    const [first, second, third, fourth] = path;
    if (first !== "content") {
      return typeof first === "string" && TOP_FIELDS.has(first) ? first : undefined;
    }
    if (second === "summaries") {
      const row = typeof third === "number" ? filledSummaryRows(values)[third] : undefined;
      if (row === undefined) return undefined;
      return fourth === "content" ? `summaries.${row}.content` : `summaries.${row}.title`;
    }
    return typeof second === "string" && CONTENT_FIELDS.has(second) ? second : undefined;
  };
}

export const stepFormResolver = schemaResolver<StepFormValues, StepFormInput>(
  stepFormSchema,
  toStepInput,
  stepFieldName,
);
