import { describe, expect, it } from "vitest";
import type { AdminStep } from "../../../lib/admin/get-admin-steps";
import { stepEditPath, stepHasPage, stepPreviewPath } from "./step-pages";

const row = (stepNumber: number, isPublished: boolean): AdminStep => ({
  id: `row-${stepNumber}-${isPublished}`,
  stepNumber,
  title: "A step",
  description: "About it",
  displayOrder: 0,
  content: {},
  isPublished,
  creationMethod: "form",
  createdAt: "",
  updatedAt: "",
});

describe("steps dashboard", () => {
  it("counts steps 1-3 as built in and 4-10 once a row is published", () => {
    expect(stepHasPage(2, [])).toBe(true);
    expect(stepHasPage(4, [row(4, false)])).toBe(false);
    expect(stepHasPage(4, [row(4, false), row(4, true)])).toBe(true);
    expect(stepHasPage(5, [row(4, true)])).toBe(false);
  });

  it("previews step 1 on /reflexive-reading and 2-3 on their preview pages", () => {
    expect(stepPreviewPath(1)).toBe("/reflexive-reading");
    expect(stepPreviewPath(3)).toBe("/steps/3/preview");
    expect(stepPreviewPath(7)).toBe("/steps/7");
  });

  it("edits chat-made rows in the chat builder", () => {
    expect(stepEditPath({ id: "a b", creationMethod: "chat" })).toBe("/steps/build?id=a%20b");
    expect(stepEditPath({ id: "x", creationMethod: "form" })).toBe("/admin/steps/edit/x");
  });
});
