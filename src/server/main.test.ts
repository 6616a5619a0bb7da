import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/*
 * The real entry point in a child process: start-up, configuration errors and
 * a graceful stop. Runs the TypeScript sources through tsx, as `npm run dev:api` does.
 */

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /port (\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => {}); // a test that expects an early exit never awaits it
  return { child, exited, listening, output: () => output };
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
  }, 60_000);
});
