import { describe, expect, it } from "vitest";
import {
  answer,
  answersFrom,
  builtUpgrade,
  conversation,
  currentField,
  DONE_MESSAGE,
  hasUpgradeContent,
  initialBuilderState,
  newUpgradeId,
  nextDisplayOrder,
  QUESTIONS,
  revise,
  skip,
} from "./builder-chat";

function answerAll(texts: string[]) {
  return texts.reduce(answer, initialBuilderState());
}

describe("upgrade chat builder", () => {
  it("asks one question at a time, in order", () => {
    let state = initialBuilderState();
    expect(currentField(state)).toBe("title");
    expect(conversation(state)).toEqual([
      { kind: "question", field: "title", text: QUESTIONS.title.ask },
    ]);
    state = answer(state, "  Quiet Noticing ");
    expect(state.answers.title).toBe("Quiet Noticing");
    expect(currentField(state)).toBe("category");
    state = answer(state, "Relational");
    expect(state.answers.category).toBe("relational");
    expect(currentField(state)).toBe("description");
  });

  it("says why an answer is not taken, with the form's messages", () => {
    let state = answer(initialBuilderState(), "ab");
    expect(state.problem).toBe("Title must be at least 3 characters");
    expect(currentField(state)).toBe("title");
    expect(conversation(state).at(-1)).toEqual({
      kind: "note",
      text: "Title must be at least 3 characters",
    });
    state = answer(answer(state, "Quiet Noticing"), "cosmic");
    expect(state.problem).toBe("Please answer individual, relational or social.");
    state = answer(answer(state, "social"), "too short");
    expect(state.problem).toBe("Description must be at least 10 characters");
  });

  it("lets optional questions be skipped but not required ones", () => {
    const start = initialBuilderState();
    expect(skip(start)).toBe(start);
    let state = answerAll(["Quiet Noticing", "individual", "Notice the quiet between thoughts."]);
    state = skip(skip(skip(state)));
    expect(state.answers).toMatchObject({ heroTitle: "", heroDescription: "", prompts: [] });
    expect(currentField(state)).toBeNull();
    expect(conversation(state).at(-1)).toEqual({ kind: "note", text: DONE_MESSAGE });
  });

  it("takes up to three prompts, one per line", () => {
    const base = answerAll([
      "Quiet Noticing",
      "individual",
      "Notice the quiet between thoughts.",
      "Hush",
      "",
    ]);
    expect(answer(base, "One?\n\nTwo?\n").answers.prompts).toEqual(["One?", "Two?"]);
    expect(answer(base, "1\n2\n3\n4").problem).toBe(
      "Please write at most three questions, one per line.",
    );
  });

  it("revises an answer in place and goes back to where it was", () => {
    let state = answerAll(["Quiet Noticing", "individual", "Notice the quiet between thoughts."]);
    state = revise(state, "title");
    expect(currentField(state)).toBe("title");
    state = answer(state, "Loud Noticing");
    expect(state.answers.title).toBe("Loud Noticing");
    expect(currentField(state)).toBe("heroTitle");
    const answers = conversation(state).filter((message) => message.kind === "answer");
    expect(answers.map((message) => message.text)).toEqual([
      "Loud Noticing",
      "individual",
      "Notice the quiet between thoughts.",
    ]);
  });

  it("has no content to save until the title, category and description are given", () => {
    const target = { id: "quiet-noticing", displayOrder: 11 };
    expect(hasUpgradeContent({})).toBe(false);
    expect(hasUpgradeContent({ title: "Quiet Noticing", category: "social" })).toBe(false);
    expect(builtUpgrade({}, target)).toBeNull();
    expect(builtUpgrade({ title: "Quiet Noticing", category: "social" }, target)).toBeNull();
    expect(
      builtUpgrade(
        {
          title: "Quiet Noticing",
          category: "social",
          description: "Notice the quiet between thoughts.",
          heroTitle: "",
          prompts: ["One?"],
        },
        { ...target, moment: "Breathe." },
      ),
    ).toEqual({
      id: "quiet-noticing",
      title: "Quiet Noticing",
      category: "social",
      description: "Notice the quiet between thoughts.",
      displayOrder: 11,
      content: { moment: "Breathe.", prompts: ["One?"] },
    });
  });

  it("derives a free id from the title", () => {
    expect(newUpgradeId("Quiet Noticing!", new Set())).toBe("quiet-noticing");
    expect(newUpgradeId("Quiet Noticing", new Set(["quiet-noticing"]))).toBe("quiet-noticing-2");
    expect(newUpgradeId("Émotion Ça", new Set())).toBe("emotion-ca");
    expect(newUpgradeId("Hi", new Set())).toBe("hi-upgrade");
    expect(newUpgradeId("???", new Set())).toBe("upgrade");
    const long = newUpgradeId("a".repeat(80), new Set(["a".repeat(50)]));
    expect(long).toBe(`${"a".repeat(48)}-2`);
  });

  it("reopens an upgrade with every question answered", () => {
    const answers = answersFrom({
      title: "Quiet Noticing",
      description: "Notice the quiet between thoughts.",
      category: "individual",
      content: { heroTitle: "Hush" },
    });
    expect(currentField(initialBuilderState(answers))).toBeNull();
    expect(answers.prompts).toEqual([]);
  });

  it("places a new upgrade after the last one", () => {
    expect(nextDisplayOrder([])).toBe(1);
    expect(nextDisplayOrder([3, 10])).toBe(11);
    expect(nextDisplayOrder([100])).toBe(100);
  });
});
