import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  rememberContentRows,
  signUp,
  signUpAdmin,
  type TestClient,
} from "../../testing/test-app";

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
function newUpgrade(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    id: `admin-test-${counter}-${Date.now()}`,
    title: "Listening Inward",
    description: "A short practice in hearing what is already there.",
    category: "relational",
    displayOrder: 42,
    content: { heroTitle: "Listen", heroDescription: "Quiet first." },
    ...overrides,
  };
}

async function create(body: Record<string, unknown>) {
  return admin.request("/api/admin/upgrades", { method: "POST", json: body });
}

async function errorOf(response: Response) {
  return (await response.json()).error as {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

describe("the admin gate", () => {
  it("answers 401 signed out and 403 for a participant, on known and unknown admin paths", async () => {
    for (const path of ["/api/admin/upgrades", "/api/admin/no-such-thing"]) {
      const anonymous = await ctx.client().request(path);
      expect(anonymous.status).toBe(401);
      expect((await errorOf(anonymous)).code).toBe("UNAUTHORIZED");
      const forbidden = await participant.request(path);
      expect(forbidden.status).toBe(403);
      expect((await errorOf(forbidden)).code).toBe("FORBIDDEN");
    }
    expect((await admin.request("/api/admin/no-such-thing")).status).toBe(404);
  });
});

describe("admin upgrades", () => {
  it("creates a draft made with the form, lists it with the drafts, and hides it from visitors", async () => {
    const body = newUpgrade();
    const created = await create(body);
    expect(created.status).toBe(201);
    const { upgrade } = await created.json();
    expect(upgrade).toMatchObject({
      id: body.id,
      title: body.title,
      category: "relational",
      displayOrder: 42,
      content: { heroTitle: "Listen", heroDescription: "Quiet first." },
      isPublished: false,
      creationMethod: "form",
    });
    expect(Number.isNaN(Date.parse(upgrade.updatedAt))).toBe(false);

    const list = await (await admin.request("/api/admin/upgrades")).json();
    const ids = list.upgrades.map((u: { id: string }) => u.id);
    expect(ids).toContain(body.id);
    const orders = list.upgrades.map((u: { displayOrder: number }) => u.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect((await admin.request(`/api/admin/upgrades/${body.id}`)).status).toBe(200);

    for (const client of [ctx.client(), participant]) {
      const visible = await (await client.request("/api/upgrades")).json();
      expect(visible.upgrades.map((u: { id: string }) => u.id)).not.toContain(body.id);
      expect((await client.request(`/api/upgrades/${body.id}`)).status).toBe(404);
    }
  });

  it("refuses a second upgrade with the same id", async () => {
    const body = newUpgrade();
    expect((await create(body)).status).toBe(201);
    const again = await create({ ...body, title: "Another title" });
    expect(again.status).toBe(409);
    const error = await errorOf(again);
    expect(error.code).toBe("CONFLICT");
    expect(error.fields).toEqual({ id: "An upgrade with this ID already exists" });
  });

  it.each([
    [{ id: "ab" }, "id", "ID must be at least 3 characters"],
    [{ id: "a".repeat(51) }, "id", "ID must be less than 50 characters"],
    [{ id: "Has Spaces" }, "id", "ID can only contain lowercase letters, numbers, and hyphens"],
    [{ title: "ab" }, "title", "Title must be at least 3 characters"],
    [{ title: "t".repeat(101) }, "title", "Title must be less than 100 characters"],
    [{ description: "too short" }, "description", "Description must be at least 10 characters"],
    [
      { description: "d".repeat(501) },
      "description",
      "Description must be less than 500 characters",
    ],
    [{ category: "cosmic" }, "category", "Choose a category"],
    [{ displayOrder: 0 }, "displayOrder", "Order must be at least 1"],
    [{ displayOrder: 101 }, "displayOrder", "Order must be at most 100"],
  ])("validates %j with the form's message", async (change, field, message) => {
    const response = await create(newUpgrade(change));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.fields?.[field]).toBe(message);
  });

  it("updates the fields and the time, and never the id", async () => {
    const body = newUpgrade();
    const { upgrade: before } = await (await create(body)).json();
    const edit = { ...body, title: "Listening Outward", displayOrder: 7 };
    const updated = await admin.request(`/api/admin/upgrades/${body.id}`, {
      method: "PATCH",
      json: edit,
    });
    expect(updated.status).toBe(200);
    const { upgrade } = await updated.json();
    expect(upgrade).toMatchObject({ id: body.id, title: "Listening Outward", displayOrder: 7 });
    expect(Date.parse(upgrade.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));

    const renamed = await admin.request(`/api/admin/upgrades/${body.id}`, {
      method: "PATCH",
      json: { ...edit, id: "a-new-id" },
    });
    expect(renamed.status).toBe(400);
    expect((await errorOf(renamed)).fields).toEqual({ id: "ID cannot be changed" });
    expect((await admin.request("/api/admin/upgrades/a-new-id")).status).toBe(404);

    const invalid = await admin.request(`/api/admin/upgrades/${body.id}`, {
      method: "PATCH",
      json: { ...edit, title: "x" },
    });
    expect(invalid.status).toBe(400);
    const { id: _id, ...fieldsOnly } = edit;
    const missing = await admin.request("/api/admin/upgrades/no-such-upgrade", {
      method: "PATCH",
      json: fieldsOnly,
    });
    expect(missing.status).toBe(404);
  });

  it("publishes and unpublishes, and visitors follow the switch", async () => {
    const body = newUpgrade();
    await create(body);
    const publish = (isPublished: unknown) =>
      admin.request(`/api/admin/upgrades/${body.id}/publish`, {
        method: "PATCH",
        json: { isPublished },
      });
    const published = await publish(true);
    expect(published.status).toBe(200);
    expect((await published.json()).upgrade.isPublished).toBe(true);
    expect((await ctx.client().request(`/api/upgrades/${body.id}`)).status).toBe(200);

    expect((await (await publish(false)).json()).upgrade.isPublished).toBe(false);
    expect((await ctx.client().request(`/api/upgrades/${body.id}`)).status).toBe(404);

    expect((await publish("yes")).status).toBe(400);
    const missing = await admin.request("/api/admin/upgrades/no-such-upgrade/publish", {
      method: "PATCH",
      json: { isPublished: true },
    });
    expect(missing.status).toBe(404);
  });

  it("saves a chat-built upgrade: a new one is a draft, an existing one keeps its publish state", async () => {
    const body = newUpgrade({ content: { heroTitle: "Built", prompts: ["What moved?"] } });
    const build = (json: Record<string, unknown>) =>
      admin.request(`/api/admin/upgrades/${body.id}/build`, { method: "PUT", json });

    const first = await build(body);
    expect(first.status).toBe(200);
    const created = await first.json();
    expect(created.created).toBe(true);
    expect(created.upgrade).toMatchObject({
      id: body.id,
      isPublished: false,
      creationMethod: "chat",
      content: { heroTitle: "Built", prompts: ["What moved?"] },
    });

    await admin.request(`/api/admin/upgrades/${body.id}/publish`, {
      method: "PATCH",
      json: { isPublished: true },
    });
    const second = await build({ ...body, title: "Built Again" });
    const updated = await second.json();
    expect(updated.created).toBe(false);
    expect(updated.upgrade).toMatchObject({
      title: "Built Again",
      isPublished: true,
      creationMethod: "chat",
    });
    expect(Date.parse(updated.upgrade.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(created.upgrade.updatedAt),
    );

    const wrongId = await build({ ...body, id: "some-other-id" });
    expect(wrongId.status).toBe(400);
    expect((await errorOf(wrongId)).fields).toEqual({ id: "ID cannot be changed" });
    expect((await build({ ...body, title: "" })).status).toBe(400);
  });

  it("turns a form-made upgrade into a chat-made one when the builder saves it", async () => {
    const body = newUpgrade();
    await create(body);
    const saved = await admin.request(`/api/admin/upgrades/${body.id}/build`, {
      method: "PUT",
      json: body,
    });
    expect(await saved.json()).toMatchObject({
      created: false,
      upgrade: { creationMethod: "chat", isPublished: false },
    });
  });

  it("answers 404 for an unknown upgrade", async () => {
    expect((await admin.request("/api/admin/upgrades/no-such-upgrade")).status).toBe(404);
  });

  it("lets no participant write an upgrade through any route", async () => {
    const body = newUpgrade();
    const attempts = [
      participant.request("/api/admin/upgrades", { method: "POST", json: body }),
      participant.request("/api/admin/upgrades/meta-cognition", { method: "PATCH", json: body }),
      participant.request("/api/admin/upgrades/meta-cognition/publish", {
        method: "PATCH",
        json: { isPublished: false },
      }),
      participant.request(`/api/admin/upgrades/${body.id}/build`, { method: "PUT", json: body }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect((await admin.request(`/api/admin/upgrades/${body.id}`)).status).toBe(404);
    const { upgrade } = await (await admin.request("/api/admin/upgrades/meta-cognition")).json();
    expect(upgrade.isPublished).toBe(true);
  });
});
