import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/*
 * The e2e servers run without SMTP_URL (their mail goes to the outbox). The
 * password-reset scenario needs the real thing, so it gets its own built
 * server whose SMTP_URL points at a real SMTP server running inside the test
 * process, each on a free port with a throw-away data folder.
 */

export interface ReceivedMail {
  to: string[];
  /** The whole message as sent over SMTP, quoted-printable decoded. */
  body: string;
}

export interface MailApp {
  url: string;
  /** Resolves with the first message to `to` that arrives after this call. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function startSmtp(onMail: (mail: ReceivedMail) => void) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        onMail({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          body: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { smtp, port };
}

function waitForListening(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (/\[server\] listening/.test(output())) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`the mail e2e server exited (${code}) before listening:\n${output()}`));
    });
  });
}

export async function startMailApp(): Promise<MailApp> {
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const { smtp, port: smtpPort } = await startSmtp((mail) => {
    for (const waiter of waiting.filter((w) => mail.to.includes(w.to))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(mail);
    }
  });

  const port = await freePort();
  const url = `http://localhost:${port}`;
  const root = path.resolve(import.meta.dirname, "..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-mail-"));
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [path.join(root, process.env.E2E_DIST ?? "dist", "server", "main.js")],
    {
      cwd: root,
      env: {
        ...inherited,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BASE_URL: url,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "10 Social Steps <no-reply@e2e.test>",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await waitForListening(child, () => output);

  return {
    url,
    nextMailTo(to, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
