import {
  UPGRADE_CATEGORIES,
  type UpgradeCategory,
  type UpgradeCreateInput,
  upgradeCreateSchema,
  upgradeFieldsSchema,
} from "../../../../core/admin-schemas";
import { slugify } from "../../../../core/slug";

/*
 * The upgrade chat builder (ARCHITECTURE reading 7) as plain data: a guided
 * conversation that asks for one thing at a time, checks each answer with the
 * shared schema's rules, lets any answer be revised, and turns the answers
 * into the upgrade the API saves.
 */

export const BUILDER_FIELDS = [
  "title",
  "category",
  "description",
  "heroTitle",
  "heroDescription",
  "prompts",
] as const;
export type BuilderField = (typeof BUILDER_FIELDS)[number];

/** An answered field holds a value; a skipped optional one holds "" (or no prompts). */
export interface BuilderAnswers {
  title?: string;
  category?: UpgradeCategory;
  description?: string;
  heroTitle?: string;
  heroDescription?: string;
  prompts?: string[];
}

export interface BuilderState {
  answers: BuilderAnswers;
  /** The field being answered again, if the admin chose to revise one. */
  revising: BuilderField | null;
  /** Why the last answer was not taken, said by the builder. */
  problem: string | null;
}

export const MAX_PROMPTS = 3;

interface Question {
  label: string;
  ask: string;
  optional: boolean;
}

export const QUESTIONS: Record<BuilderField, Question> = {
  title: {
    label: "title",
    ask: "Let's build an upgrade together. What is it called?",
    optional: false,
  },
  category: {
    label: "category",
    ask: "Which kind of upgrade is it: individual, relational or social?",
    optional: false,
  },
  description: {
    label: "description",
    ask: "Describe it in a sentence or two. This is what the upgrade list shows.",
    optional: false,
  },
  heroTitle: {
    label: "hero title",
    ask: "What headline should open the page? Skip to use the title.",
    optional: true,
  },
  heroDescription: {
    label: "hero description",
    ask: "And the line under that headline? Skip to use the description.",
    optional: true,
  },
  prompts: {
    label: "reflection prompts",
    ask: "Which reflection questions should people answer when they complete it? Up to three, one per line. Skip to use a general question.",
    optional: true,
  },
};

export const DONE_MESSAGE =
  "Your upgrade is ready. Look over the preview, revise any answer, then save it.";

export function initialBuilderState(answers: BuilderAnswers = {}): BuilderState {
  return { answers, revising: null, problem: null };
}

export function isAnswered(answers: BuilderAnswers, field: BuilderField): boolean {
  return answers[field] !== undefined;
}

/** The question being asked now, or null when every question has an answer. */
export function currentField(state: BuilderState): BuilderField | null {
  return (
    state.revising ?? BUILDER_FIELDS.find((field) => !isAnswered(state.answers, field)) ?? null
  );
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

function firstProblem(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "That answer does not fit. Please try again.";
}

function checkText(field: "title" | "description", text: string): Checked<string> {
  const parsed = upgradeFieldsSchema.shape[field].safeParse(text);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: firstProblem(parsed.error) };
}

function checkOptional(text: string, max: number): Checked<string> {
  const value = text.trim();
  return value.length > max
    ? { ok: false, problem: `Please keep it under ${max} characters.` }
    : { ok: true, value };
}

export function parseCategory(text: string): UpgradeCategory | null {
  const word = text.trim().toLowerCase();
  return UPGRADE_CATEGORIES.find((category) => category === word) ?? null;
}

export function parsePrompts(text: string): Checked<string[]> {
  const prompts = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (prompts.length > MAX_PROMPTS) {
    return { ok: false, problem: "Please write at most three questions, one per line." };
  }
  if (prompts.some((prompt) => prompt.length > 300)) {
    return { ok: false, problem: "Please keep each question under 300 characters." };
  }
  return { ok: true, value: prompts };
}

function check(field: BuilderField, text: string): Checked<BuilderAnswers[BuilderField]> {
  switch (field) {
    case "title":
    case "description":
      return checkText(field, text);
    case "category": {
      const category = parseCategory(text);
      return category
        ? { ok: true, value: category }
        : { ok: false, problem: "Please answer individual, relational or social." };
    }
    case "heroTitle":
      return checkOptional(text, 200);
    case "heroDescription":
      return checkOptional(text, 2000);
    case "prompts":
      return parsePrompts(text);
  }
}

/** The admin answered the current question: take the answer, or say why not. */
export function answer(state: BuilderState, text: string): BuilderState {
  const field = currentField(state);
  if (!field) return state;
  const checked = check(field, text);
  if (!checked.ok) return { ...state, problem: checked.problem };
  return { answers: { ...state.answers, [field]: checked.value }, revising: null, problem: null };
}

/** Skips an optional question (its page part falls back to the title or description). */
export function skip(state: BuilderState): BuilderState {
  const field = currentField(state);
  if (!field || !QUESTIONS[field].optional) return state;
  const value = field === "prompts" ? [] : "";
  return { answers: { ...state.answers, [field]: value }, revising: null, problem: null };
}

/** Asks an answered question again. */
export function revise(state: BuilderState, field: BuilderField): BuilderState {
  return { ...state, revising: field, problem: null };
}

export function cancelRevision(state: BuilderState): BuilderState {
  return { ...state, revising: null, problem: null };
}

/** How an answer reads back in the conversation and in the input when revised. */
export function answerText(answers: BuilderAnswers, field: BuilderField): string {
  const value = answers[field];
  if (Array.isArray(value)) return value.join("\n");
  return value ?? "";
}

export type ChatMessage =
  | { kind: "question"; field: BuilderField; text: string }
  | { kind: "answer"; field: BuilderField; text: string; skipped: boolean }
  | { kind: "note"; text: string };

/** The conversation so far, built from the answers so a revision rewrites it in place. */
export function conversation(state: BuilderState): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (const field of BUILDER_FIELDS) {
    if (!isAnswered(state.answers, field)) break;
    const text = answerText(state.answers, field);
    messages.push({ kind: "question", field, text: QUESTIONS[field].ask });
    messages.push({ kind: "answer", field, text, skipped: text === "" });
  }
  const field = currentField(state);
  if (state.revising) {
    messages.push({
      kind: "note",
      text: `Let's change the ${QUESTIONS[state.revising].label}. ${QUESTIONS[state.revising].ask}`,
    });
  } else if (field) {
    messages.push({ kind: "question", field, text: QUESTIONS[field].ask });
  } else {
    messages.push({ kind: "note", text: DONE_MESSAGE });
  }
  if (state.problem) messages.push({ kind: "note", text: state.problem });
  return messages;
}

/**
 * The id of a new upgrade: its title as a slug, with a number added when that
 * id is taken, so saving never overwrites another upgrade.
 */
export function newUpgradeId(title: string, takenIds: ReadonlySet<string>): string {
  let base = slugify(title, 50);
  if (base.length < 3) base = base ? `${base}-upgrade` : "upgrade";
  if (!takenIds.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 50 - suffix.length).replace(/-+$/g, "")}${suffix}`;
    if (!takenIds.has(candidate)) return candidate;
  }
}

export interface BuildTarget {
  id: string;
  displayOrder: number;
  /** Content the chat does not ask about but an edited upgrade already has. */
  moment?: string | undefined;
}

/** Whether there is an upgrade to save yet: the title, category and description are all needed. */
export function hasUpgradeContent(answers: BuilderAnswers): boolean {
  return Boolean(answers.title && answers.category && answers.description);
}

/** What the save sends, or null when there is no content yet (or it does not fit the schema). */
export function builtUpgrade(
  answers: BuilderAnswers,
  target: BuildTarget,
): UpgradeCreateInput | null {
  if (!hasUpgradeContent(answers)) return null;
  const parsed = upgradeCreateSchema.safeParse({
    id: target.id,
    title: answers.title,
    description: answers.description,
    category: answers.category,
    displayOrder: target.displayOrder,
    content: {
      heroTitle: answers.heroTitle,
      heroDescription: answers.heroDescription,
      moment: target.moment,
      prompts: answers.prompts && answers.prompts.length > 0 ? answers.prompts : undefined,
    },
  });
  return parsed.success ? parsed.data : null;
}

/** The answers an existing upgrade gives when it is reopened in the builder. */
export function answersFrom(upgrade: {
  title: string;
  description: string;
  category: UpgradeCategory;
  content: { heroTitle?: string; heroDescription?: string; prompts?: string[] };
}): BuilderAnswers {
  return {
    title: upgrade.title,
    category: upgrade.category,
    description: upgrade.description,
    heroTitle: upgrade.content.heroTitle ?? "",
    heroDescription: upgrade.content.heroDescription ?? "",
    prompts: upgrade.content.prompts ?? [],
  };
}

/** Where a new upgrade goes in the list: after the last one, within 1-100. */
export function nextDisplayOrder(orders: readonly number[]): number {
  return Math.min(100, Math.max(0, ...orders) + 1);
}
