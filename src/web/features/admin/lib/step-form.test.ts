import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { emptyStepForm, type StepFormValues, stepFieldName, stepFormResolver } from "./step-form";

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<StepFormValues>;

async function errorsOf(values: StepFormValues) {
  const result = await stepFormResolver(values, undefined, options);
  return result.errors as FieldErrors<StepFormValues>;
}

const valid = (overrides: Partial<StepFormValues> = {}): StepFormValues => ({
  ...emptyStepForm(4),
  id: "step-four",
  title: "Fourth Step",
  description: "Meet one neighbour you have not spoken to before.",
  ...overrides,
});

describe("step form", () => {
  it("gives the spec's required messages", async () => {
    const errors = await errorsOf(emptyStepForm());
    expect(errors.id?.message).toBe("ID is required");
    expect(errors.title?.message).toBe("Title is required");
    expect(errors.description?.message).toBe("Description is required");
    expect(errors.stepNumber).toBeDefined();
  });

  it("keeps the step number within 1-10 and the order at 0 or more", async () => {
    expect((await errorsOf(valid({ stepNumber: "11" }))).stepNumber?.message).toBe(
      "Step number must be between 1 and 10",
    );
    expect((await errorsOf(valid({ displayOrder: "-1" }))).displayOrder?.message).toBe(
      "Order must be at least 0",
    );
  });

  it("drops wholly blank summary rows and keeps the others in order", async () => {
    const result = await stepFormResolver(
      valid({
        summaries: [
          { title: "", content: "", highlighted: false },
          { title: "Why", content: "Because it matters.", highlighted: true },
        ],
        finalText: "Well done.",
      }),
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      stepNumber: 4,
      displayOrder: 0,
      content: {
        finalText: "Well done.",
        summaries: [{ title: "Why", content: "Because it matters.", highlighted: true }],
      },
    });
  });

  it("puts a half-filled summary's message under its own row", async () => {
    const values = valid({
      summaries: [
        { title: "", content: "", highlighted: false },
        { title: "Only a title", content: "", highlighted: false },
      ],
    });
    const errors = await errorsOf(values);
    expect(errors.summaries?.[1]?.content?.message).toBe("This cannot be blank");
    expect(stepFieldName(values)(["content", "summaries", 0, "title"])).toBe("summaries.1.title");
  });
});
