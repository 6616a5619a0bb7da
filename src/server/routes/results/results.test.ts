import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, uniqueEmail } from "../../testing/test-app";

/** A real SMTP server on loopback that keeps what it receives. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}
const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw,
      });
      callback();
    });
  },
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function resultsRequest(email: string, answer = "I noticed my breath.") {
  return {
    email,
    results: [
      {
        upgradeId: "reflexive-reading",
        position: 1,
        rating: 9,
        responses: { "What did you notice?": answer, submittedAt: "2026-11-20T10:00:00.000Z" },
        completedAt: "2026-11-20T10:00:00.000Z",
        timeSpent: 300,
      },
    ],
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe("POST /api/results/email", () => {
  it("sends the results through SMTP with the user's words escaped in the HTML part", async () => {
    const to = uniqueEmail("reader");
    const response = await ctx.client().request("/api/results/email", {
      method: "POST",
      json: resultsRequest(to, '<script>alert("x")</script> & more'),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    const mail = received.find((m) => m.to.includes(to));
    expect(mail).toBeDefined();
    const body = decodeQuotedPrintable(mail?.raw ?? "");
    expect(body).toContain("Subject: Your 10 Awareness Upgrades journey: 1 of 10 completed");
    expect(body).toContain("Transforming This Medium");
    expect(body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    const htmlPart = body.slice(body.indexOf("Content-Type: text/html"));
    expect(htmlPart).not.toContain("<script>");
  });

  it("applies the spec's email rules with their messages", async () => {
    const cases: [string, string][] = [
      ["not-an-email", "Invalid email address"],
      [`${"a".repeat(250)}@example.com`, "Email must be less than 255 characters"],
    ];
    for (const [email, message] of cases) {
      const response = await ctx.client().request("/api/results/email", {
        method: "POST",
        json: resultsRequest(email),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  it("refuses a 1 MB body with 413 before reading it", async () => {
    const huge = resultsRequest(uniqueEmail(), "x".repeat(1024 * 1024));
    const response = await ctx
      .client()
      .request("/api/results/email", { method: "POST", json: huge });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("needs at least one completed upgrade", async () => {
    const response = await ctx.client().request("/api/results/email", {
      method: "POST",
      json: { email: uniqueEmail(), results: [] },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      "Complete at least one upgrade to save results.",
    );
  });

  it("limits sends per recipient and per client", async () => {
    const to = uniqueEmail("limited");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await ctx
        .client()
        .request("/api/results/email", { method: "POST", json: resultsRequest(to) });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const client = ctx.client();
    const perClient: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await client.request("/api/results/email", {
        method: "POST",
        json: resultsRequest(uniqueEmail("many")),
      });
      perClient.push(response.status);
    }
    expect(perClient).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("without SMTP_URL", () => {
  it("writes the message to the outbox folder as an .eml file", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const local = await createTestApp({ database: ctx.database, env: { DATA_DIR: dataDir } });
    const to = uniqueEmail("outbox");
    const response = await local
      .client()
      .request("/api/results/email", { method: "POST", json: resultsRequest(to) });
    expect(response.status).toBe(200);
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dataDir, "outbox", files[0] ?? ""), "utf8");
    expect(eml).toContain(`To: ${to}`);
    expect(eml).toContain("Content-Type: text/html");
  });
});
