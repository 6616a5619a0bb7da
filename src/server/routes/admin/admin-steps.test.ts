import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { steps } from "../../db/schema";
import {
  createTestApp,
  rememberContentRows,
  signUp,
  signUpAdmin,
  type TestClient,
} from "../../testing/test-app";
import { slugify } from "./admin-steps";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let deleteAddedContentRows: () => Promise<void>;
afterAll(() => deleteAddedContentRows());
let admin: TestClient;
let participant: TestClient;

beforeAll(async () => {
  ctx = await createTestApp();
  deleteAddedContentRows = await rememberContentRows(ctx.database);
  admin = (await signUpAdmin(ctx)).client;
  participant = ctx.client();
  await signUp(participant);
});

let counter = 0;
function newStep(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    id: `admin-step-${counter}-${Date.now()}`,
    stepNumber: 9,
    title: "Widening the Circle",
    description: "Bring what you learned to people beyond your usual circle.",
    displayOrder: 50 + counter,
    content: {
      heroTitle: "Widen",
      summaries: [{ title: "Reach out", content: "Write to someone new.", highlighted: true }],
    },
    ...overrides,
  };
}

async function errorOf(response: Response) {
  return (await response.json()).error as { code: string; fields?: Record<string, string> };
}

describe("admin steps", () => {
  it("lists every step row, published or not, by step number", async () => {
    const response = await admin.request("/api/admin/steps");
    expect(response.status).toBe(200);
    const { steps: list } = await response.json();
    expect(list.length).toBeGreaterThanOrEqual(10);
    const numbers = list.map((s: { stepNumber: number }) => s.stepNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const stepFive = list.find((s: { id: string }) => s.id === "step-5");
    expect(stepFive).toMatchObject({ stepNumber: 5, isPublished: false, creationMethod: "form" });
    expect(typeof stepFive.createdAt).toBe("string");
    expect(typeof stepFive.updatedAt).toBe("string");
  });

  it("creates a form-made step, refuses its id twice, and edits it", async () => {
    const body = newStep();
    const created = await admin.request("/api/admin/steps", { method: "POST", json: body });
    expect(created.status).toBe(201);
    expect((await created.json()).step).toMatchObject({
      id: body.id,
      stepNumber: 9,
      isPublished: false,
      creationMethod: "form",
      content: body.content,
    });

    const again = await admin.request("/api/admin/steps", { method: "POST", json: body });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).fields).toEqual({ id: "A step with this ID already exists" });

    const edited = await admin.request(`/api/admin/steps/${body.id}`, {
      method: "PUT",
      json: { ...body, title: "Wider Still", stepNumber: 8 },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).step).toMatchObject({ title: "Wider Still", stepNumber: 8 });
    const read = await (await admin.request(`/api/admin/steps/${body.id}`)).json();
    expect(read.step.title).toBe("Wider Still");

    const renamed = await admin.request(`/api/admin/steps/${body.id}`, {
      method: "PUT",
      json: { ...body, id: "another-id" },
    });
    expect(renamed.status).toBe(400);
    const missing = await admin.request("/api/admin/steps/no-such-step", {
      method: "PUT",
      json: { ...body, id: "no-such-step" },
    });
    expect(missing.status).toBe(404);
    expect((await admin.request("/api/admin/steps/no-such-step")).status).toBe(404);
  });

  it.each([
    [{ id: "" }, "id", "ID is required"],
    [{ stepNumber: 0 }, "stepNumber", "Step number must be between 1 and 10"],
    [{ stepNumber: 11 }, "stepNumber", "Step number must be between 1 and 10"],
    [{ title: "  " }, "title", "Title is required"],
    [{ description: "" }, "description", "Description is required"],
    [{ displayOrder: -1 }, "displayOrder", "Order must be at least 0"],
  ])("validates %j with the form's message", async (change, field, message) => {
    const response = await admin.request("/api/admin/steps", {
      method: "POST",
      json: newStep(change),
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
  });

  it("publishing step 4 content makes the public step page serve it", async () => {
    const body = newStep({ stepNumber: 4, displayOrder: 0, title: "Opening Up" });
    await admin.request("/api/admin/steps", { method: "POST", json: body });
    expect((await ctx.client().request("/api/steps/4")).status).toBe(404);

    const published = await admin.request(`/api/admin/steps/${body.id}/publish`, {
      method: "PATCH",
      json: { isPublished: true },
    });
    expect(published.status).toBe(200);
    expect((await published.json()).step.isPublished).toBe(true);
    const page = await ctx.client().request("/api/steps/4");
    expect(page.status).toBe(200);
    expect((await page.json()).step).toMatchObject({ id: body.id, title: "Opening Up" });

    await admin.request(`/api/admin/steps/${body.id}/publish`, {
      method: "PATCH",
      json: { isPublished: false },
    });
    expect((await ctx.client().request("/api/steps/4")).status).toBe(404);
    const missing = await admin.request("/api/admin/steps/no-such-step/publish", {
      method: "PATCH",
      json: { isPublished: true },
    });
    expect(missing.status).toBe(404);
  });

  it("the chat builder inserts a chat-made draft with an id from the title and the time", async () => {
    const before = Date.now();
    const response = await admin.request("/api/admin/steps/chat", {
      method: "POST",
      json: { stepNumber: 6, title: "Café Conversations!", description: "Talk over coffee." },
    });
    expect(response.status).toBe(201);
    const { step } = await response.json();
    expect(step).toMatchObject({
      stepNumber: 6,
      title: "Café Conversations!",
      description: "Talk over coffee.",
      displayOrder: 0,
      isPublished: false,
      creationMethod: "chat",
      content: { heroTitle: "Café Conversations!", heroDescription: "Talk over coffee." },
    });
    const match = /^cafe-conversations-(\d+)$/.exec(step.id);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(before);

    const unknown = await admin.request("/api/admin/steps/chat", {
      method: "POST",
      json: { stepNumber: 6, title: "Fresh Start", id: "not-a-step-yet" },
    });
    expect(unknown.status).toBe(201);
    expect((await unknown.json()).step.id).toMatch(/^fresh-start-\d+$/);
  });

  it("the chat builder updates an existing step and keeps the rest", async () => {
    const body = newStep({ stepNumber: 7 });
    await admin.request("/api/admin/steps", { method: "POST", json: body });
    await admin.request(`/api/admin/steps/${body.id}/publish`, {
      method: "PATCH",
      json: { isPublished: true },
    });
    const response = await admin.request("/api/admin/steps/chat", {
      method: "POST",
      json: { id: body.id, stepNumber: 7, title: "Renamed", description: "New words." },
    });
    expect(response.status).toBe(200);
    const { step } = await response.json();
    expect(step).toMatchObject({
      id: body.id,
      title: "Renamed",
      description: "New words.",
      displayOrder: body.displayOrder,
      isPublished: true,
      creationMethod: "form",
      content: {
        heroTitle: "Renamed",
        heroDescription: "New words.",
        summaries: body.content.summaries,
      },
    });
  });

  it("the chat builder needs a title", async () => {
    const response = await admin.request("/api/admin/steps/chat", {
      method: "POST",
      json: { stepNumber: 4, title: "   " },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ title: "Please enter a title" });
  });

  it("lets no participant write a step through any route", async () => {
    const body = newStep();
    const attempts = [
      participant.request("/api/admin/steps", { method: "POST", json: body }),
      participant.request("/api/admin/steps/step-5", {
        method: "PUT",
        json: { ...body, id: "step-5" },
      }),
      participant.request("/api/admin/steps/step-5/publish", {
        method: "PATCH",
        json: { isPublished: true },
      }),
      participant.request("/api/admin/steps/chat", {
        method: "POST",
        json: { stepNumber: 5, title: "Sneaky", id: "step-5" },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    const [stepFive] = await ctx.database.db.select().from(steps).where(eq(steps.id, "step-5"));
    expect(stepFive).toMatchObject({ isPublished: false, creationMethod: "form" });
    expect(stepFive?.title).not.toBe("Sneaky");
  });
});

describe("slugify", () => {
  it("keeps lowercase letters, digits and single hyphens", () => {
    expect(slugify("  Hello,   World!  ")).toBe("hello-world");
    expect(slugify("Ünïcode Café 42")).toBe("unicode-cafe-42");
    expect(slugify("!!!")).toBe("step");
    expect(slugify("x".repeat(100))).toHaveLength(60);
  });
});
