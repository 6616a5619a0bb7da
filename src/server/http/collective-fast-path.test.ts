import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../testing/test-app";
import { COLLECTIVE_PATH, createServerWithFastPath } from "./collective-fast-path";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let fastServer: ServerType;
let plainServer: ServerType;
let answeredFast = 0;

function listen(server: ServerType): Promise<string> {
  return new Promise((resolve) => {
    const address = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (server.listening) resolve(address());
    else server.once("listening", () => resolve(address()));
  });
}

let fastUrl = "";
let plainUrl = "";

beforeAll(async () => {
  ctx = await createTestApp();
  const counted = createServerWithFastPath((request, response) => {
    const answered = ctx.fastPath(request, response);
    if (answered) answeredFast++;
    return answered;
  });
  fastServer = serve({
    fetch: ctx.app.fetch,
    port: 0,
    hostname: "127.0.0.1",
    createServer: counted,
  });
  plainServer = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
  [fastUrl, plainUrl] = await Promise.all([listen(fastServer), listen(plainServer)]);
});

afterAll(async () => {
  await new Promise((resolve) => fastServer.close(resolve));
  await new Promise((resolve) => plainServer.close(resolve));
});

/** Reads until the fast path answers (the feed keeps a read once it is LISTENing). */
async function readUntilFast(): Promise<Response> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const before = answeredFast;
    const response = await fetch(`${fastUrl}${COLLECTIVE_PATH}`);
    if (answeredFast > before) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the fast path never answered");
}

function comparable(headers: Headers): Record<string, string> {
  const entries = [...headers].filter(([name]) => name !== "date" && name !== "keep-alive");
  return Object.fromEntries(entries);
}

describe("the collective read's node:http fast path", () => {
  it("sends what the Hono route sends: status, headers and body", async () => {
    const fast = await readUntilFast();
    const routed = await fetch(`${plainUrl}${COLLECTIVE_PATH}`);
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
    expect(fast.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await fast.text()).toBe(await routed.text());
  });

  it("shows a change once the database announces it, then answers from memory again", async () => {
    const before = await (await readUntilFast()).json();
    await signUp(ctx.client());
    await expect
      .poll(
        async () => (await (await fetch(`${fastUrl}${COLLECTIVE_PATH}`)).json()).registeredUsers,
      )
      .toBe(before.registeredUsers + 1);
    const again = await readUntilFast();
    expect((await again.json()).registeredUsers).toBe(before.registeredUsers + 1);
  });

  it("leaves every other request to the app", async () => {
    const before = answeredFast;
    const withQuery = await fetch(`${fastUrl}${COLLECTIVE_PATH}?x=1`);
    expect(withQuery.status).toBe(200);
    await withQuery.arrayBuffer();
    const posted = await fetch(`${fastUrl}${COLLECTIVE_PATH}`, { method: "POST" });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    await posted.arrayBuffer();
    const health = await fetch(`${fastUrl}/api/health`);
    expect(health.status).toBe(200);
    await health.arrayBuffer();
    expect(answeredFast).toBe(before);
  });
});
