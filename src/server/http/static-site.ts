import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { Context } from "hono";

/**
 * Serves the built single-page app from memory. Files are read once at boot;
 * compressible ones are compressed on first request and the result is kept.
 * Hashed assets (Vite puts them under /assets/) are cached for a year;
 * index.html is revalidated on every visit so a deploy shows at once.
 *
 * Pages the build wrote ahead of time (decision 014) live beside the app in
 * `../pages`, listed by `index.json`; each is served for its exact path, and
 * index.html for every other app route.
 */

const MIME_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/;
const MAX_IN_MEMORY = 4 * 1024 * 1024;

interface StaticFile {
  body: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
  gzip?: Buffer;
  brotli?: Buffer;
}

export interface StaticSite {
  /** Answers a GET/HEAD for a file or an app route; null when nothing fits. */
  serve(c: Context): Response | null;
  /** CSP sources (`sha256-…`) for the inline scripts of index.html and the prerendered pages. */
  scriptHashes: string[];
}

/**
 * CSP hash sources for every inline `<script>` in an HTML document, so the
 * policy can allow exactly those scripts and no others. The hash covers the
 * text between the tags byte for byte, as browsers compute it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || content === "" || !executable(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

// Types the browser runs (and so checks against script-src); data blocks such as
// application/json are never executed and need no hash.
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "importmap",
]);

function executable(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
  return EXECUTABLE_TYPES.has(type.toLowerCase());
}

export function loadStaticSite(root: string): StaticSite | null {
  if (!existsSync(path.join(root, "index.html"))) return null;
  const files = new Map<string, StaticFile>();
  for (const absolute of walk(root)) {
    if (isCompressedCopy(absolute) || statSync(absolute).size > MAX_IN_MEMORY) continue;
    const urlPath = `/${path.relative(root, absolute).split(path.sep).join("/")}`;
    const hashed = urlPath.startsWith("/assets/");
    files.set(
      urlPath,
      readStaticFile(
        absolute,
        hashed
          ? "public, max-age=31536000, immutable"
          : urlPath === "/index.html" || urlPath === "/sw.js"
            ? "no-cache"
            : "public, max-age=3600",
      ),
    );
  }
  const index = files.get("/index.html");
  if (!index) return null;
  const pages = loadPrerenderedPages(path.join(root, "..", "pages"));
  const html = [index, ...pages.values()].map((file) => file.body.toString("utf8"));

  return {
    scriptHashes: [...new Set(html.flatMap(inlineScriptHashes))],
    serve(c) {
      const requested = safeDecode(c.req.path);
      if (requested === null) return null;
      let file = files.get(requested);
      if (!file) {
        // History fallback: app routes get index.html, missing files a real 404.
        if (path.extname(requested) !== "" || requested.startsWith("/assets/")) return null;
        file = pages.get(requested) ?? index;
      }
      return respond(c, file);
    },
  };
}

/** The prerendered pages by route path; none when the build wrote none. */
function loadPrerenderedPages(directory: string): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  const listing = path.join(directory, "index.json");
  if (!existsSync(listing)) return pages;
  const routes = JSON.parse(readFileSync(listing, "utf8")) as Record<string, string>;
  for (const [route, name] of Object.entries(routes)) {
    pages.set(route, readStaticFile(path.join(directory, path.basename(name)), "no-cache"));
  }
  return pages;
}

/** A `.br`/`.gz` copy the build wrote beside a file (scripts/precompress.mjs). */
function isCompressedCopy(absolute: string): boolean {
  return /\.(br|gz)$/.test(absolute) && existsSync(absolute.slice(0, -3));
}

function readStaticFile(absolute: string, cacheControl: string): StaticFile {
  const stat = statSync(absolute);
  const copy = (suffix: string) =>
    existsSync(`${absolute}${suffix}`) ? readFileSync(`${absolute}${suffix}`) : undefined;
  return {
    body: readFileSync(absolute),
    type: MIME_TYPES[path.extname(absolute).toLowerCase()] ?? "application/octet-stream",
    cacheControl,
    etag: `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`,
    brotli: copy(".br"),
    gzip: copy(".gz"),
  };
}

function respond(c: Context, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (c.req.header("if-none-match") === file.etag)
    return new Response(null, { status: 304, headers });
  let body: Buffer = file.body;
  if (COMPRESSIBLE.test(file.type) && file.body.length > 512) {
    const accepted = c.req.header("accept-encoding") ?? "";
    if (/\bbr\b/.test(accepted)) {
      file.brotli ??= brotliCompressSync(file.body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
      });
      body = file.brotli;
      headers.set("Content-Encoding", "br");
    } else if (/\bgzip\b/.test(accepted)) {
      file.gzip ??= gzipSync(file.body, { level: 9 });
      body = file.gzip;
      headers.set("Content-Encoding", "gzip");
    }
  }
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), {
    status: 200,
    headers,
  });
}

function safeDecode(urlPath: string): string | null {
  try {
    const decoded = decodeURIComponent(urlPath);
    return decoded.includes("\0") || decoded.includes("..") ? null : decoded;
  } catch {
    return null;
  }
}

function* walk(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const absolute = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(absolute);
    else if (entry.isFile()) yield absolute;
  }
}
