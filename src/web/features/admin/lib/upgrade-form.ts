import {
  type UpgradeCategory,
  type UpgradeCreateInput,
  upgradeCreateSchema,
  upgradeFieldsSchema,
} from "../../../../core/admin-schemas";
import { z } from "../../../../core/zod";
import type { AdminUpgrade } from "../../../lib/admin/get-admin-upgrades";
import { type FieldNameOf, schemaResolver } from "../../../lib/schema-resolver";

/*
 * The upgrade form as people fill it in: every field is text, the category
 * may still be unchosen, and there are always three prompt boxes, any of them
 * blank. `toUpgradeInput` turns that into what the API takes.
 */

export const PROMPT_SLOTS = 3;

export interface UpgradeFormValues {
  id: string;
  title: string;
  description: string;
  category: UpgradeCategory | "";
  displayOrder: string;
  heroTitle: string;
  heroDescription: string;
  moment: string;
  prompts: string[];
}

export function emptyUpgradeForm(displayOrder = 1): UpgradeFormValues {
  return {
    id: "",
    title: "",
    description: "",
    category: "",
    displayOrder: String(displayOrder),
    heroTitle: "",
    heroDescription: "",
    moment: "",
    prompts: Array.from({ length: PROMPT_SLOTS }, () => ""),
  };
}

export function upgradeToForm(upgrade: AdminUpgrade): UpgradeFormValues {
  const prompts = upgrade.content.prompts ?? [];
  return {
    id: upgrade.id,
    title: upgrade.title,
    description: upgrade.description,
    category: upgrade.category,
    displayOrder: String(upgrade.displayOrder),
    heroTitle: upgrade.content.heroTitle ?? "",
    heroDescription: upgrade.content.heroDescription ?? "",
    moment: upgrade.content.moment ?? "",
    prompts: Array.from({ length: PROMPT_SLOTS }, (_, index) => prompts[index] ?? ""),
  };
}

/** Which prompt boxes hold text, in order: the API's prompt i came from box `filled[i]`. */
function filledPromptSlots(values: UpgradeFormValues): number[] {
  return values.prompts.flatMap((text, slot) => (text.trim() === "" ? [] : [slot]));
}

/** The API input for these values; blank prompt boxes are left out. */
export function toUpgradeInput(values: UpgradeFormValues) {
  return {
    id: values.id.trim(),
    title: values.title,
    description: values.description,
    category: values.category === "" ? undefined : values.category,
    displayOrder: values.displayOrder.trim() === "" ? undefined : values.displayOrder,
    content: {
      heroTitle: values.heroTitle,
      heroDescription: values.heroDescription,
      moment: values.moment,
      prompts: filledPromptSlots(values).map((slot) => values.prompts[slot] ?? ""),
    },
  };
}

const CONTENT_FIELDS: Record<string, keyof UpgradeFormValues> = {
  heroTitle: "heroTitle",
  heroDescription: "heroDescription",
  moment: "moment",
};

/** The form field for a path in the API input (`content.prompts.1` → the box it came from). */
export function upgradeFieldName(values: UpgradeFormValues): FieldNameOf {
  return (path) => {
    const [first, second, third] = path;
    if (first !== "content") {
      return typeof first === "string" && first in values ? first : undefined;
    }
    if (second === "prompts") {
      const slot = typeof third === "number" ? filledPromptSlots(values)[third] : undefined;
      return slot === undefined ? "prompts.0" : `prompts.${slot}`;
    }
    return typeof second === "string" ? CONTENT_FIELDS[second] : undefined;
  };
}

/** When editing, the id is the stored row's own and is not checked again (it cannot change). */
const upgradeEditSchema = z.extend(upgradeFieldsSchema, { id: z.string() });

/** Create checks the id too; either way the output carries it, and the page picks the call. */
export function upgradeFormResolver(mode: "create" | "edit") {
  return schemaResolver<UpgradeFormValues, UpgradeCreateInput>(
    mode === "create" ? upgradeCreateSchema : upgradeEditSchema,
    toUpgradeInput,
    upgradeFieldName,
  );
}
