import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { loadStaticSite } from "./static-site";

let app: Hono;
const script = `console.log(${JSON.stringify("x".repeat(4000))});`;

beforeAll(() => {
  const root = mkdtempSync(path.join(tmpdir(), "site-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(
    path.join(root, "index.html"),
    "<!doctype html><title>app</title><div id=root></div>",
  );
  writeFileSync(path.join(root, "assets", "main-abc123.js"), script);
  writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
  const site = loadStaticSite(root);
  if (!site) throw new Error("site not loaded");
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

  it("answers a missing file with 404 instead of the app shell", async () => {
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    expect((await app.request("/favicon-missing.png")).status).toBe(404);
    expect((await app.request("/%E0%A4%A")).status).toBe(404);
  });
});
