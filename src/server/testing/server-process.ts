import { type ChildProcess, spawn } from "node:child_process";

/*
 * The real server entry point in a child process, for tests that need real
 * sockets and real processes (start-up, shutdown, limits shared by two servers).
 * Runs the TypeScript sources through tsx, as `npm run dev:api` does.
 */

/** The test runner's environment minus our settings (Vitest itself sets BASE_URL="/"). */
export function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ["BASE_URL", "DATABASE_URL", "PORT", "DATA_DIR", "ADMIN_EMAILS"])
    delete env[name];
  return { ...env, ...overrides };
}

export interface ServerProcess {
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The port, once the server says it is listening. */
  listening: Promise<number>;
  output(): string;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: childEnv({ NODE_ENV: "production", HOST: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
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
