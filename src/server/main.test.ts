import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { childEnv, startServer as startServerProcess } from "./testing/server-process";

/*
 * The real entry point in a child process: start-up, configuration errors and
 * a graceful stop. Runs the TypeScript sources through tsx, as `npm run dev:api` does.
 */

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const server = startServerProcess(env);
  children.push(server.child);
  return server;
}

function runAdmin(args: string[], dataDir: string) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/admin-cli.ts", ...args],
    {
      env: childEnv({ DATA_DIR: dataDir }),
      encoding: "utf8",
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("server process", () => {
  it("stops at start-up on a bad setting, naming the variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: must be a port number/);
  });

  it("serves, then on SIGTERM finishes the request in flight and exits cleanly", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "main-test-"));
    const server = startServer({ PORT: "0", DATA_DIR: dataDir, BASE_URL: "http://localhost:3000" });
    const port = await server.listening;
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });

    // An open event stream must not hold the shutdown up.
    const stream = await fetch(`${base}/api/progress/stream`);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");

    // Sign-up hashes a password, so it is still running when the signal lands.
    const inFlight = fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        password: "Correct-Horse-42",
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("[server] stopped");

    // With the server stopped, the admin command can open the same data folder.
    const granted = runAdmin(["grant", "ADA@example.com"], dataDir);
    expect(granted.status).toBe(0);
    expect(granted.output).toContain("ADA@example.com is now an admin.");
    const unknown = runAdmin(["grant", "nobody@example.com"], dataDir);
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain("No account uses nobody@example.com");
    const usage = runAdmin([], dataDir);
    expect(usage.status).toBe(2);
    expect(usage.output).toContain("Usage: npm run admin -- grant EMAIL");
  }, 90_000);

  it("keeps a second process out of a data folder in use", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "main-test-"));
    const server = startServer({ PORT: "0", DATA_DIR: dataDir });
    await server.listening;
    const second = runAdmin(["grant", "ada@example.com"], dataDir);
    expect(second.status).toBe(1);
    expect(second.output).toMatch(/in use by process \d+/);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);
});
