import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticSite } from "./static-site";

let app: Hono;
let scriptHashes: string[] = [];
const THEME_SCRIPT = "document.documentElement.dataset.theme='light'";
const PAGE_SCRIPT = "document.documentElement.dataset.page='steps'";
const PRECOMPRESSED = "// the build's own brotli copy";
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(() => {
  const dist = mkdtempSync(path.join(tmpdir(), "site-"));
  const root = path.join(dist, "web");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  writeFileSync(
    path.join(root, "index.html"),
    `<!doctype html><title>app</title><script>${THEME_SCRIPT}</script><div id=root></div>`,
  );
  mkdirSync(path.join(dist, "pages"));
  writeFileSync(
    path.join(dist, "pages", "steps.html"),
    `<!doctype html><title>app</title><script>${PAGE_SCRIPT}</script><div id=root><h1>10 Social Steps</h1></div>`,
  );
  writeFileSync(path.join(dist, "pages", "index.json"), JSON.stringify({ "/steps": "steps.html" }));
  writeFileSync(path.join(root, "assets", "main-abc123.js"), script);
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
  // A copy the build compressed: the server must send it rather than compress again.
  writeFileSync(path.join(root, "assets", "pre-xyz.js"), script);
  writeFileSync(path.join(root, "assets", "pre-xyz.js.br"), brotliCompressSync(PRECOMPRESSED));
  const site = loadStaticSite(root);
  if (!site) throw new Error("site not loaded");
  scriptHashes = site.scriptHashes;
  app = new Hono();
  app.get("*", (c) => site.serve(c) ?? c.text("Not found", 404));
});

describe("static site", () => {
  it("serves index.html for app routes (history fallback), revalidated each visit", async () => {
    const response = await app.request("/steps/3");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain("<div id=root>");
  });

  it("serves a page written ahead of time for its exact path, with its inline script allowed", async () => {
    const response = await app.request("/steps");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(await response.text()).toContain("<h1>10 Social Steps</h1>");
    expect(await (await app.request("/steps/1")).text()).not.toContain("10 Social Steps");
    const hash = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    expect(scriptHashes).toEqual(expect.arrayContaining([hash(THEME_SCRIPT), hash(PAGE_SCRIPT)]));
  });

  it("serves hashed assets with a year-long immutable cache and compression", async () => {
    const response = await app.request("/assets/main-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it("prefers brotli and answers a matching ETag with 304", async () => {
    const first = await app.request("/assets/main-abc123.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag") ?? "";
    const again = await app.request("/assets/main-abc123.js", {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("sends the build's compressed copy as it is, and never serves the copy by its own name", async () => {
    const response = await app.request("/assets/pre-xyz.js", {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString()).toBe(PRECOMPRESSED);
    expect((await app.request("/assets/pre-xyz.js.br")).status).toBe(404);
  });

  it("answers a missing file with 404 instead of the app shell", async () => {
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    expect((await app.request("/favicon-missing.png")).status).toBe(404);
    expect((await app.request("/%E0%A4%A")).status).toBe(404);
  });
});
