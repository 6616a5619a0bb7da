import { RESPONSE_TEXT_MAX } from "../../../../core/schemas";
import { z } from "../../../../core/zod";

/*
 * The "Complete Your Upgrade" form (ARCHITECTURE reading 5): one answer per
 * prompt and a 1-10 rating. Answers may be short, but not all of them blank.
 */

export const ANSWER_REQUIRED_MESSAGE = "Please answer at least one question before continuing.";
export const ANSWER_TOO_LONG_MESSAGE = `Please keep each answer to ${RESPONSE_TEXT_MAX} characters or fewer.`;
export const RATING_REQUIRED_MESSAGE = "Please rate from 1 to 10";

export const completionFormSchema = z.object({
  answers: z.array(z.string().check(z.maxLength(RESPONSE_TEXT_MAX, ANSWER_TOO_LONG_MESSAGE))).check(
    z.refine((answers) => answers.some((answer) => answer.trim() !== ""), {
      message: ANSWER_REQUIRED_MESSAGE,
      // Shown under the first question.
      path: [0],
    }),
  ),
  rating: z
    .int(RATING_REQUIRED_MESSAGE)
    .check(z.gte(1, RATING_REQUIRED_MESSAGE), z.lte(10, RATING_REQUIRED_MESSAGE)),
});

export type CompletionFormInput = z.input<typeof completionFormSchema>;
export type CompletionFormValues = z.output<typeof completionFormSchema>;

/** Answers keyed by their prompt text, trimmed, as the result record and the API keep them. */
export function answersByPrompt(
  prompts: readonly string[],
  answers: readonly string[],
): Record<string, string> {
  const byPrompt: Record<string, string> = {};
  prompts.forEach((prompt, index) => {
    byPrompt[prompt] = (answers[index] ?? "").trim();
  });
  return byPrompt;
}
