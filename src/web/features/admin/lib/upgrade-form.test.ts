import type { FieldErrors, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import {
  emptyUpgradeForm,
  toUpgradeInput,
  type UpgradeFormValues,
  upgradeFieldName,
  upgradeFormResolver,
  upgradeToForm,
} from "./upgrade-form";

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<UpgradeFormValues>;

function valid(overrides: Partial<UpgradeFormValues> = {}): UpgradeFormValues {
  return {
    ...emptyUpgradeForm(4),
    id: "quiet-noticing",
    title: "Quiet Noticing",
    description: "Notice the quiet moments between your thoughts.",
    category: "individual",
    ...overrides,
  };
}

async function errorsOf(mode: "create" | "edit", values: UpgradeFormValues) {
  const result = await upgradeFormResolver(mode)(values, undefined, options);
  return result.errors as FieldErrors<UpgradeFormValues>;
}

describe("upgrade form", () => {
  it("gives the spec's messages under the fields", async () => {
    const errors = await errorsOf(
      "create",
      valid({ id: "Bad Id", title: "ab", description: "short", category: "" }),
    );
    expect(errors.id?.message).toBe("ID can only contain lowercase letters, numbers, and hyphens");
    expect(errors.title?.message).toBe("Title must be at least 3 characters");
    expect(errors.description?.message).toBe("Description must be at least 10 characters");
    expect(errors.category?.message).toBe("Choose a category");
  });

  it("checks the display order between 1 and 100", async () => {
    expect((await errorsOf("create", valid({ displayOrder: "0" }))).displayOrder?.message).toBe(
      "Order must be at least 1",
    );
    expect((await errorsOf("create", valid({ displayOrder: "101" }))).displayOrder?.message).toBe(
      "Order must be at most 100",
    );
    expect((await errorsOf("create", valid({ displayOrder: "" }))).displayOrder).toBeDefined();
  });

  it("ignores the id when editing, since it cannot change", async () => {
    expect(await errorsOf("edit", valid({ id: "" }))).toEqual({});
    const result = await upgradeFormResolver("edit")(valid({ id: "Old Id" }), undefined, options);
    expect(result.values).toMatchObject({ id: "Old Id", title: "Quiet Noticing" });
  });

  it("sends only the prompts that were written, in order", async () => {
    const values = valid({ prompts: ["", "What did you hear?", "  "] });
    expect(toUpgradeInput(values).content.prompts).toEqual(["What did you hear?"]);
    const result = await upgradeFormResolver("create")(values, undefined, options);
    expect(result.values).toMatchObject({
      id: "quiet-noticing",
      displayOrder: 4,
      content: { prompts: ["What did you hear?"] },
    });
  });

  it("puts a prompt's message under the box it was typed in", async () => {
    const values = valid({ prompts: ["", "", "x".repeat(301)] });
    const errors = await errorsOf("create", values);
    expect(errors.prompts?.[2]?.message).toBe("Must be less than 300 characters");
    expect(upgradeFieldName(values)(["content", "prompts", 0])).toBe("prompts.2");
    expect(upgradeFieldName(values)(["content", "heroTitle"])).toBe("heroTitle");
    expect(upgradeFieldName(values)(["id"])).toBe("id");
  });

  it("round-trips a stored upgrade", async () => {
    const form = upgradeToForm({
      id: "quiet-noticing",
      title: "Quiet Noticing",
      description: "Notice the quiet moments between your thoughts.",
      category: "social",
      displayOrder: 7,
      content: { heroTitle: "Hush", prompts: ["One?", "Two?"] },
      isPublished: true,
      creationMethod: "form",
      updatedAt: new Date(0).toISOString(),
    });
    expect(form.prompts).toEqual(["One?", "Two?", ""]);
    const result = await upgradeFormResolver("edit")(form, undefined, options);
    expect(result.values).toEqual({
      id: "quiet-noticing",
      title: "Quiet Noticing",
      description: "Notice the quiet moments between your thoughts.",
      category: "social",
      displayOrder: 7,
      content: { heroTitle: "Hush", prompts: ["One?", "Two?"] },
    });
  });
});
