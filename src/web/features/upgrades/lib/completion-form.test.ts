import { describe, expect, it } from "vitest";
import {
  ANSWER_REQUIRED_MESSAGE,
  answersByPrompt,
  completionFormSchema,
  RATING_REQUIRED_MESSAGE,
} from "./completion-form";

function issues(input: unknown) {
  const result = completionFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe("completionFormSchema", () => {
  it("accepts short answers as long as one is not blank", () => {
    expect(issues({ answers: ["ok", ""], rating: 7 })).toEqual([]);
  });

  it("asks for at least one answer, under the first question", () => {
    expect(issues({ answers: ["  ", ""], rating: 7 })).toEqual([
      { path: ["answers", 0], message: ANSWER_REQUIRED_MESSAGE },
    ]);
  });

  it("requires a whole rating from 1 to 10", () => {
    for (const rating of [undefined, 0, 11, 4.5]) {
      expect(issues({ answers: ["ok"], rating })).toEqual([
        { path: ["rating"], message: RATING_REQUIRED_MESSAGE },
      ]);
    }
    expect(issues({ answers: ["ok"], rating: 1 })).toEqual([]);
    expect(issues({ answers: ["ok"], rating: 10 })).toEqual([]);
  });

  it("caps each answer at 5000 characters", () => {
    expect(issues({ answers: ["x".repeat(5001)], rating: 5 })).toHaveLength(1);
  });
});

describe("answersByPrompt", () => {
  it("keys trimmed answers by their prompt", () => {
    expect(answersByPrompt(["A?", "B?"], [" yes ", ""])).toEqual({ "A?": "yes", "B?": "" });
  });
});
