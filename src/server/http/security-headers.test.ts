import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/test-app";
import { inlineScriptHashes } from "./static-site";

/*
 * Every response carries the security headers, whoever produced it: the SPA
 * shell, a hashed asset, a missing file, an API answer, an API error, the
 * API's 404 and the body-size guard. The index.html fixture holds an inline
 * script (like the theme script of the real build) whose hash must be allowed.
 */

const THEME_SCRIPT = `document.documentElement.dataset.theme = localStorage.getItem("theme") ?? "light";`;
const JSON_SCRIPT = '{"not":"executed"}';
const expectedHash = `sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`;

function writeSite(): string {
  const root = mkdtempSync(path.join(tmpdir(), "csp-site-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(
    path.join(root, "index.html"),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script>` +
      `<script type="module" crossorigin src="/assets/main-abc.js"></script></head>` +
      `<body><div id=root></div><script type="application/json">${JSON_SCRIPT}</script></body></html>`,
  );
  writeFileSync(path.join(root, "assets", "main-abc.js"), "console.log(1)");
  return root;
}

let http: Awaited<ReturnType<typeof createTestApp>>;
let https: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  const webRoot = writeSite();
  http = await createTestApp({ webRoot });
  https = await createTestApp({ webRoot, env: { BASE_URL: "https://steps.example.org" } });
});

/** Parses a CSP header into directive name → sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const requests: [string, string, RequestInit & { json?: unknown }][] = [
  ["the SPA shell", "/", {}],
  ["an app route (history fallback)", "/steps/3", {}],
  ["a hashed asset", "/assets/main-abc.js", {}],
  ["a missing file (404)", "/assets/missing.js", {}],
  ["an API answer", "/api/health", {}],
  ["an API 401", "/api/experiences", {}],
  ["an API 404", "/api/no-such-endpoint", {}],
  [
    "an API 400",
    "/api/experiences",
    { method: "POST", body: "{", headers: { "content-type": "application/json" } },
  ],
  ["an auth answer", "/api/auth/get-session", {}],
  [
    "a refused cross-site request",
    "/api/auth/sign-out",
    { method: "POST", headers: { origin: "https://evil.example" } },
  ],
  ["a 413", "/api/auth/sign-in/email", { method: "POST", json: { password: "x".repeat(70_000) } }],
];

describe("security headers", () => {
  it.each(requests)("are on %s", async (_label, url, init) => {
    const response = await http.client().request(url, init);
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'", `'${expectedHash}'`]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    // Served over http: HSTS would be meaningless and is left out.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("never allow inline script or eval wholesale", async () => {
    const response = await http.client().request("/");
    const policy = response.headers.get("content-security-policy") ?? "";
    const scriptSources = directives(policy).get("script-src") ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources).not.toContain("'unsafe-eval'");
    expect(scriptSources.join(" ")).not.toMatch(/\*|data:|http/);
  });

  it("add HSTS and upgrade-insecure-requests when BASE_URL is https", async () => {
    for (const url of ["/", "/api/health", "/api/no-such-endpoint"]) {
      const response = await https.client().request(url);
      expect(response.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(
        directives(response.headers.get("content-security-policy")).has(
          "upgrade-insecure-requests",
        ),
      ).toBe(true);
    }
  });

  it("are on the API when no web build is served", async () => {
    const apiOnly = await createTestApp();
    const response = await apiOnly.client().request("/some/page");
    expect(response.status).toBe(404);
    expect(directives(response.headers.get("content-security-policy")).get("script-src")).toEqual([
      "'self'",
    ]);
  });
});

describe("inline script hashes", () => {
  it("hash inline scripts exactly and skip scripts loaded from a file", () => {
    const html = `<script>${THEME_SCRIPT}</script><script src="/a.js"></script><SCRIPT type="module">a()</SCRIPT ><script></script>`;
    const moduleHash = `sha256-${createHash("sha256").update("a()").digest("base64")}`;
    expect(inlineScriptHashes(html)).toEqual([expectedHash, moduleHash]);
  });

  it("leave out data blocks, which browsers never run", () => {
    expect(
      inlineScriptHashes(
        `<script type="application/json">${JSON_SCRIPT}</script><script type='text/javascript'>${THEME_SCRIPT}</script>`,
      ),
    ).toEqual([expectedHash]);
  });
});
