import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "../../db/schema";
import { createTestApp, signUpAdmin, type TestClient } from "../../testing/test-app";
import { listProfiles } from "./admin-users";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
// Other test files share this worker's database, so every row here carries a unique marker.
const marker = `zq${Date.now().toString(36)}`;

interface UserRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  createdAt: string;
}

async function addProfile(
  id: string,
  values: { email: string | null; firstName: string | null; lastName: string | null },
  createdAt: Date,
) {
  await ctx.database.db.insert(user).values({
    id,
    name: [values.firstName, values.lastName].filter(Boolean).join(" "),
    email: values.email ?? `${id}@example.com`,
  });
  await ctx.database.db.insert(profiles).values({ id, ...values, createdAt });
}

async function list(query: string) {
  const response = await admin.request(`/api/admin/users${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    users: UserRow[];
    total: number;
    page: number;
    pageSize: number;
  };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signUpAdmin(ctx)).client;
  const base = Date.UTC(2020, 0, 1);
  for (let index = 0; index < 12; index++) {
    await addProfile(
      `${marker}-${index}`,
      {
        email: `${marker}.person${index}@example.com`,
        firstName: index % 2 === 0 ? "Grace" : "Alan",
        lastName: `${marker}Hopper${index}`,
      },
      new Date(base + index * 60_000),
    );
  }
  await addProfile(
    `${marker}-anonymous`,
    { email: null, firstName: null, lastName: null },
    new Date(base - 60_000),
  );
  await addProfile(
    `${marker}-special`,
    { email: `${marker}_under%score@example.com`, firstName: "Édith", lastName: "Piaf" },
    new Date(base - 120_000),
  );
});

describe("GET /api/admin/users", () => {
  it("pages through the profiles newest first with the total", async () => {
    const first = await list(`?q=${marker}.person&pageSize=5`);
    expect(first).toMatchObject({ total: 12, totalIsLowerBound: false, page: 1, pageSize: 5 });
    expect(first.users.map((u) => u.id)).toEqual(
      [11, 10, 9, 8, 7].map((index) => `${marker}-${index}`),
    );
    expect(first.users[0]).toEqual({
      id: `${marker}-11`,
      firstName: "Alan",
      lastName: `${marker}Hopper11`,
      email: `${marker}.person11@example.com`,
      createdAt: new Date(Date.UTC(2020, 0, 1) + 11 * 60_000).toISOString(),
    });
    const third = await list(`?q=${marker}.person&pageSize=5&page=3`);
    expect(third.users.map((u) => u.id)).toEqual([`${marker}-1`, `${marker}-0`]);
    const beyond = await list(`?q=${marker}.person&pageSize=5&page=9`);
    expect(beyond).toMatchObject({ users: [], total: 12, page: 9 });
  });

  it("gives every row exactly once across the pages, whichever end a page is read from", async () => {
    const everyId = (await list(`?q=${marker}.person&pageSize=12`)).users.map((u) => u.id);
    expect(everyId).toHaveLength(12);
    for (const pageSize of [1, 2, 3, 4, 5, 7, 11]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(12 / pageSize); page++) {
        const body = await list(`?q=${marker}.person&pageSize=${pageSize}&page=${page}`);
        pages.push(...body.users.map((u) => u.id));
      }
      expect(pages).toEqual(everyId);
    }
  });

  it("stops counting a broad search early and says the total is a lower bound", async () => {
    const query = { q: `${marker}.person`, page: 1, pageSize: 2 };
    const capped = await listProfiles(ctx.database.db, query, 5);
    expect(capped).toMatchObject({ total: 5, totalIsLowerBound: true });
    expect(capped.users.map((u) => u.id)).toEqual([`${marker}-11`, `${marker}-10`]);
    // The bound moves with the page, so a later page still knows there is more.
    const later = await listProfiles(ctx.database.db, { ...query, page: 3 }, 5);
    expect(later).toMatchObject({ total: 9, totalIsLowerBound: true });
    expect(later.users.map((u) => u.id)).toEqual([`${marker}-7`, `${marker}-6`]);
    const exact = await listProfiles(ctx.database.db, query, 12);
    expect(exact).toMatchObject({ total: 12, totalIsLowerBound: false });
  });

  it("counts every profile when there is no search, and shows the newest first", async () => {
    const all = await list("?pageSize=100");
    const count = await ctx.database.db.$count(profiles);
    expect(all.total).toBe(count);
    const times = all.users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all).toMatchObject({ page: 1, pageSize: 100 });
    expect((await list("")).pageSize).toBe(25);
  });

  it("finds by the start of the email, last name or full name, ignoring case", async () => {
    const byEmail = await list(`?q=${marker.toUpperCase()}.PERSON3@`);
    expect(byEmail.users.map((u) => u.id)).toEqual([`${marker}-3`]);
    const byLastName = await list(`?q=${marker}hopper1`);
    expect(byLastName.users.map((u) => u.id).sort()).toEqual(
      [1, 10, 11].map((index) => `${marker}-${index}`).sort(),
    );
    const byFullName = await list(`?q=${encodeURIComponent(`grace ${marker}hopper`)}`);
    expect(byFullName.total).toBe(6);
    expect(byFullName.users.every((u) => u.firstName === "Grace")).toBe(true);
    const accented = await list(`?q=${encodeURIComponent("édith piaf")}`);
    expect(accented.users.map((u) => u.id)).toContain(`${marker}-special`);
  });

  it("matches % and _ literally", async () => {
    const wildcard = await list(`?q=${encodeURIComponent(`${marker}%`)}`);
    expect(wildcard.total).toBe(0);
    const underscore = await list(`?q=${encodeURIComponent(`${marker}_under%`)}`);
    expect(underscore.users.map((u) => u.id)).toEqual([`${marker}-special`]);
    const notWildcard = await list(`?q=${encodeURIComponent(`${marker}_`)}`);
    expect(notWildcard.users.map((u) => u.id)).toEqual([`${marker}-special`]);
  });

  it("returns profiles without a name or an email as they are stored", async () => {
    const all = await list("?pageSize=100&page=1");
    let found = all.users.find((u) => u.id === `${marker}-anonymous`);
    for (let page = 2; !found && page <= Math.ceil(all.total / 100); page++) {
      found = (await list(`?pageSize=100&page=${page}`)).users.find(
        (u) => u.id === `${marker}-anonymous`,
      );
    }
    expect(found).toMatchObject({ firstName: null, lastName: null, email: null });
  });

  it("refuses a query outside the bounds with 400", async () => {
    for (const query of ["?page=0", "?pageSize=101", "?page=abc", `?q=${"x".repeat(101)}`]) {
      const response = await admin.request(`/api/admin/users${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("keeps the unfiltered total exact as profiles come and go", async () => {
    const before = (await list("?pageSize=1")).total;
    await addProfile(
      `${marker}-transient`,
      { email: null, firstName: "Temp", lastName: null },
      new Date(),
    );
    expect((await list("?pageSize=1")).total).toBe(before + 1);
    await ctx.database.db.delete(user).where(eq(user.id, `${marker}-transient`));
    expect((await list("?pageSize=1")).total).toBe(before);
  });
});
