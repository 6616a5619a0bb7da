import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { steps, upgrades } from "../db/schema";
import {
  createTestApp,
  rememberContentRows,
  signUp,
  signUpAdmin,
  type TestClient,
  uniqueEmail,
} from "../testing/test-app";

/*
 * The authorization matrix: every API route of the app × four identities
 * (signed out, participant A, participant B, admin), each cell an expected
 * status. The route list is read from the app itself, so a route added
 * without an expectation here fails the test.
 */

const IDENTITIES = ["anonymous", "a", "b", "admin"] as const;
type Identity = (typeof IDENTITIES)[number];
type Cells = Record<Identity, number>;

interface Cell {
  path: string;
  json?: unknown;
}

interface RouteExpectation {
  /** The concrete request one identity sends; bodies are tagged with the identity. */
  request: (who: Identity) => Cell;
  expect: Cells;
}

const everyone = (status: number): Cells => ({
  anonymous: status,
  a: status,
  b: status,
  admin: status,
});
const signedIn = (status: number): Cells => ({
  anonymous: 401,
  a: status,
  b: status,
  admin: status,
});
const adminOnly = (status: number): Cells => ({ anonymous: 401, a: 403, b: 403, admin: status });

const stamp = Date.now().toString(36);
// Rows of the matrix's own, so the seeded catalogue stays as other test files expect it.
const DRAFT_ID = `matrix-draft-${stamp}`;
const STEP_ID = `matrix-step-${stamp}`;

const upgradeBody = (id: string, who: Identity) => ({
  id,
  title: `Written by ${who}`,
  description: "An upgrade used by the authorization matrix.",
  category: "social",
  displayOrder: 99,
  content: {},
});

const stepBody = (id: string, who: Identity) => ({
  id,
  stepNumber: 10,
  title: `Written by ${who}`,
  description: "A step used by the authorization matrix.",
  displayOrder: 500,
  content: {},
});

const experienceText = (who: Identity) => `Experience of ${who} ${stamp}`;

const EXPECTATIONS: Record<string, RouteExpectation> = {
  "GET /api/health": { request: () => ({ path: "/api/health" }), expect: everyone(200) },
  "GET /api/me": { request: () => ({ path: "/api/me" }), expect: everyone(200) },
  "GET /api/upgrades": { request: () => ({ path: "/api/upgrades" }), expect: everyone(200) },
  // The account routes act on the caller's own account only; none takes a user id.
  "PATCH /api/account/profile": {
    request: (who) => ({
      path: "/api/account/profile",
      json: { firstName: "Matrix", lastName: `Person ${who}` },
    }),
    expect: signedIn(200),
  },
  // A wrong current password: the route answers, and nobody's password changes.
  "POST /api/account/password": {
    request: () => ({
      path: "/api/account/password",
      json: { currentPassword: "Not-The-Password-1!", newPassword: "Another-Strong-Pass-2!" },
    }),
    expect: signedIn(400),
  },
  "GET /api/account/export": {
    request: () => ({ path: "/api/account/export" }),
    expect: signedIn(200),
  },
  // A wrong password, so every identity survives the matrix.
  "DELETE /api/account": {
    request: () => ({ path: "/api/account", json: { password: "Not-The-Password-1!" } }),
    expect: signedIn(400),
  },
  // Drafts exist for admins only.
  "GET /api/upgrades/:id": {
    request: () => ({ path: `/api/upgrades/${DRAFT_ID}` }),
    expect: { anonymous: 404, a: 404, b: 404, admin: 200 },
  },
  "GET /api/upgrade-completions": {
    request: () => ({ path: "/api/upgrade-completions" }),
    expect: signedIn(200),
  },
  "POST /api/upgrade-completions": {
    request: (who) => ({
      path: "/api/upgrade-completions",
      json: {
        upgradeId: who === "a" ? "pattern-recognition" : "systemic-thinking",
        rating: 7,
        responses: { note: `by ${who}` },
        timeSpentSeconds: 60,
      },
    }),
    expect: signedIn(201),
  },
  // Anonymous by design (ARCHITECTURE reading 6); rate-limited, not role-limited.
  "POST /api/results/email": {
    request: (who) => ({
      path: "/api/results/email",
      json: {
        email: uniqueEmail(`matrix-${who}`),
        results: [
          {
            upgradeId: "reflexive-reading",
            position: 1,
            rating: 8,
            responses: { "What did you notice?": "Light." },
            completedAt: "2026-11-20T10:00:00.000Z",
            timeSpent: 120,
          },
        ],
      },
    }),
    expect: everyone(200),
  },
  "GET /api/steps": { request: () => ({ path: "/api/steps" }), expect: everyone(200) },
  "GET /api/steps/:n/unlock": {
    request: () => ({ path: "/api/steps/2/unlock" }),
    expect: everyone(200),
  },
  "GET /api/steps/:n": { request: () => ({ path: "/api/steps/1" }), expect: everyone(200) },
  "GET /api/experiences": { request: () => ({ path: "/api/experiences" }), expect: signedIn(200) },
  "GET /api/experiences/latest": {
    request: () => ({ path: "/api/experiences/latest?step=1" }),
    expect: signedIn(200),
  },
  "POST /api/experiences": {
    request: (who) => ({
      path: "/api/experiences",
      json: { stepNumber: 1, experienceText: experienceText(who), rating: 6 },
    }),
    expect: signedIn(201),
  },
  "POST /api/experiences/sync": {
    request: (who) => ({
      path: "/api/experiences/sync",
      json: {
        entries: [
          {
            stepNumber: 1,
            experienceText: `Synced by ${who}`,
            rating: 4,
            idempotencyKey: `matrix-${stamp}-${who}`,
          },
        ],
      },
    }),
    expect: signedIn(200),
  },
  "GET /api/progress/collective": {
    request: () => ({ path: "/api/progress/collective" }),
    expect: everyone(200),
  },
  "GET /api/progress/stream": {
    request: () => ({ path: "/api/progress/stream" }),
    expect: everyone(200),
  },
  "GET /api/users/count": { request: () => ({ path: "/api/users/count" }), expect: everyone(200) },

  "GET /api/admin/upgrades": {
    request: () => ({ path: "/api/admin/upgrades" }),
    expect: adminOnly(200),
  },
  "GET /api/admin/upgrades/:id": {
    request: () => ({ path: `/api/admin/upgrades/${DRAFT_ID}` }),
    expect: adminOnly(200),
  },
  "POST /api/admin/upgrades": {
    request: (who) => ({
      path: "/api/admin/upgrades",
      json: upgradeBody(`matrix-new-${stamp}-${who}`, who),
    }),
    expect: adminOnly(201),
  },
  "PATCH /api/admin/upgrades/:id": {
    request: (who) => ({
      path: `/api/admin/upgrades/${DRAFT_ID}`,
      json: upgradeBody(DRAFT_ID, who),
    }),
    expect: adminOnly(200),
  },
  "PATCH /api/admin/upgrades/:id/publish": {
    request: (who) => ({
      path: `/api/admin/upgrades/${DRAFT_ID}/publish`,
      // A participant's attempt would publish the draft; the admin's keeps it a draft.
      json: { isPublished: who !== "admin" },
    }),
    expect: adminOnly(200),
  },
  "PUT /api/admin/upgrades/:id/build": {
    request: (who) => {
      const id = `matrix-built-${stamp}-${who}`;
      return { path: `/api/admin/upgrades/${id}/build`, json: upgradeBody(id, who) };
    },
    expect: adminOnly(200),
  },
  "GET /api/admin/steps": { request: () => ({ path: "/api/admin/steps" }), expect: adminOnly(200) },
  "GET /api/admin/steps/:id": {
    request: () => ({ path: "/api/admin/steps/step-4" }),
    expect: adminOnly(200),
  },
  "POST /api/admin/steps": {
    request: (who) => ({
      path: "/api/admin/steps",
      json: stepBody(`matrix-step-${stamp}-${who}`, who),
    }),
    expect: adminOnly(201),
  },
  "PUT /api/admin/steps/:id": {
    request: (who) => ({ path: `/api/admin/steps/${STEP_ID}`, json: stepBody(STEP_ID, who) }),
    expect: adminOnly(200),
  },
  "PATCH /api/admin/steps/:id/publish": {
    request: (who) => ({
      path: `/api/admin/steps/${STEP_ID}/publish`,
      json: { isPublished: who !== "admin" },
    }),
    expect: adminOnly(200),
  },
  "POST /api/admin/steps/chat": {
    request: (who) => ({
      path: "/api/admin/steps/chat",
      json: { stepNumber: 10, title: `Chat by ${who}` },
    }),
    expect: adminOnly(201),
  },
  "GET /api/admin/users": { request: () => ({ path: "/api/admin/users" }), expect: adminOnly(200) },
};

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let deleteAddedContentRows: () => Promise<void>;
afterAll(() => deleteAddedContentRows());
let clients: Record<Identity, TestClient>;

async function send(client: TestClient, method: string, cell: Cell): Promise<number> {
  const response = await client.request(cell.path, {
    method,
    ...(cell.json === undefined ? {} : { json: cell.json }),
  });
  // The event stream stays open until the client leaves.
  await response.body?.cancel();
  return response.status;
}

/** "METHOD /path" of every API route, middleware and the Better Auth catch-all left out. */
function apiRoutesOfTheApp(): string[] {
  const keys = ctx.app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .filter((route) => !route.path.startsWith("/api/auth/"))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

beforeAll(async () => {
  ctx = await createTestApp();
  deleteAddedContentRows = await rememberContentRows(ctx.database);
  await ctx.database.db
    .insert(upgrades)
    .values({ ...upgradeBody(DRAFT_ID, "admin"), isPublished: false })
    .onConflictDoNothing();
  await ctx.database.db.insert(steps).values({ ...stepBody(STEP_ID, "admin"), isPublished: false });
  const a = ctx.client();
  const b = ctx.client();
  await signUp(a);
  await signUp(b);
  clients = { anonymous: ctx.client(), a, b, admin: (await signUpAdmin(ctx)).client };
});

describe("authorization matrix", () => {
  it("has an expectation for every API route of the app, and none for a route that is gone", () => {
    const routes = apiRoutesOfTheApp();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((key) => !(key in EXPECTATIONS))).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it("answers every route × identity cell with the expected status", async () => {
    const actual: Record<string, Cells> = {};
    const expected: Record<string, Cells> = {};
    for (const key of apiRoutesOfTheApp()) {
      const expectation = EXPECTATIONS[key];
      if (!expectation) continue; // reported by the test above
      const method = key.slice(0, key.indexOf(" "));
      const cells = {} as Cells;
      for (const who of IDENTITIES) {
        cells[who] = await send(clients[who], method, expectation.request(who));
      }
      actual[key] = cells;
      expected[key] = expectation.expect;
    }
    expect(actual).toEqual(expected);
    // The closing note of the admin issue reports this size.
    console.info(
      `authorization matrix: ${Object.keys(actual).length} routes × ${IDENTITIES.length} identities`,
    );

    // Participants' refused admin writes changed nothing.
    const draft = await (await clients.admin.request(`/api/admin/upgrades/${DRAFT_ID}`)).json();
    expect(draft.upgrade).toMatchObject({ title: "Written by admin", isPublished: false });
    for (const who of ["a", "b"] as const) {
      const created = await clients.admin.request(`/api/admin/upgrades/matrix-new-${stamp}-${who}`);
      expect(created.status).toBe(404);
      const built = await clients.admin.request(`/api/admin/upgrades/matrix-built-${stamp}-${who}`);
      expect(built.status).toBe(404);
      const step = await clients.admin.request(`/api/admin/steps/matrix-step-${stamp}-${who}`);
      expect(step.status).toBe(404);
    }
    const step = await (await clients.admin.request(`/api/admin/steps/${STEP_ID}`)).json();
    expect(step.step).toMatchObject({ title: "Written by admin", isPublished: false });
  });

  it("keeps each participant's data to themselves", async () => {
    const { a, b } = clients;
    const texts = async (client: TestClient): Promise<string[]> => {
      const body = await (await client.request("/api/experiences")).json();
      return body.experiences.map((e: { experienceText: string }) => e.experienceText);
    };
    const completions = async (client: TestClient) =>
      (await (await client.request("/api/upgrade-completions")).json()).completedUpgrades;

    const saved = await a.request("/api/experiences", {
      method: "POST",
      json: { stepNumber: 1, experienceText: `A alone ${stamp}`, rating: 9 },
    });
    expect(saved.status).toBe(201);
    const aBefore = await (await a.request("/api/experiences")).json();
    const aLatestBefore = await (await a.request("/api/experiences/latest?step=1")).json();

    // B writes the same step and the same upgrade, and tries to name A's user id.
    const meOfA = await (await a.request("/api/me")).json();
    await b.request("/api/experiences", {
      method: "POST",
      json: { stepNumber: 1, experienceText: `B alone ${stamp}`, rating: 2, userId: meOfA.user.id },
    });
    await b.request("/api/upgrade-completions", {
      method: "POST",
      json: { upgradeId: "pattern-recognition", rating: 1, responses: {}, timeSpentSeconds: 1 },
    });

    expect(await texts(a)).toContain(`A alone ${stamp}`);
    expect((await texts(a)).filter((text) => /B alone|of b |by b$/.test(text))).toEqual([]);
    expect(await (await a.request("/api/experiences")).json()).toEqual(aBefore);
    expect(await (await a.request("/api/experiences/latest?step=1")).json()).toEqual(aLatestBefore);
    expect((await texts(b)).filter((text) => /A alone|of a |by a$/.test(text))).toEqual([]);
    const bLatest = await (await b.request("/api/experiences/latest?step=1")).json();
    expect(bLatest.experience.experienceText).toBe(`B alone ${stamp}`);

    expect(await completions(a)).toEqual(["pattern-recognition"]);
    expect(await completions(b)).toEqual(["systemic-thinking", "pattern-recognition"]);
  });

  it("serves the Better Auth catch-all to everyone and tells each caller only about themselves", async () => {
    const sessions: Record<Identity, unknown> = {} as Record<Identity, unknown>;
    for (const who of IDENTITIES) {
      const response = await clients[who].request("/api/auth/get-session");
      expect(response.status).toBe(200);
      sessions[who] = await response.json();
    }
    expect(sessions.anonymous).toBeNull();
    const emails = (["a", "b", "admin"] as const).map(
      (who) => (sessions[who] as { user: { email: string } }).user.email,
    );
    expect(new Set(emails).size).toBe(3);
    const meOfA = await (await clients.a.request("/api/me")).json();
    expect(meOfA.user.email).toBe(emails[0]);
    expect(meOfA.isAdmin).toBe(false);
  });
});
