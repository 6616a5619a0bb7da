#!/usr/bin/env node
// The JavaScript budget gate (issue 7), run by `npm test` after the build.
// For every route page the router loads lazily, the initial JavaScript is the
// entry chunk, the page's chunk, and every chunk either imports statically
// (what the browser must fetch before the page can render). Sizes are gzip.
// Fails when `/` is above 120 KB or any other route above 200 KB.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KB = 1024;
const HOME_BUDGET = 120 * KB;
const ROUTE_BUDGET = 200 * KB;
const HOME_PAGE = "src/web/features/home/pages/home-page.tsx";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, process.argv[2] ?? "dist");
const manifest = JSON.parse(readFileSync(join(dist, "web-manifest.json"), "utf8"));

const gzipped = new Map();
function gzipSize(file) {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(join(dist, "web", file)), { level: 9 }).length);
  }
  return gzipped.get(file);
}

/** The chunk `key` and everything it imports statically, as manifest keys. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("check-bundle-size: no entry in the build manifest");
const entryChunks = staticClosure(entryKey);
const pages = (manifest[entryKey].dynamicImports ?? []).filter((key) => key.includes("/pages/"));

const rows = pages.map((page) => {
  const chunks = staticClosure(page, new Set(entryChunks));
  const bytes = [...chunks].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  const budget = page === HOME_PAGE ? HOME_BUDGET : ROUTE_BUDGET;
  return { page, bytes, budget, chunks: chunks.size };
});
rows.sort((a, b) => b.bytes - a.bytes);

const entryBytes = [...entryChunks].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
console.log(`initial JavaScript per route (gzip); shared entry ${(entryBytes / KB).toFixed(1)} KB`);
for (const row of rows) {
  const mark = row.bytes > row.budget ? "OVER" : "ok  ";
  const name = row.page.replace(/^src\/web\/features\//, "");
  console.log(
    `  ${mark} ${(row.bytes / KB).toFixed(1).padStart(6)} KB of ${row.budget / KB} KB  ${name} (${row.chunks} files)`,
  );
}

if (!rows.some((row) => row.page === HOME_PAGE)) {
  console.error(`check-bundle-size: ${HOME_PAGE} is not a lazily loaded route page`);
  process.exit(1);
}
// Every route is held to its budget: `/` to 120 KB, the others to 200 KB.
const over = rows.filter((row) => row.bytes > row.budget);
if (over.length > 0) {
  for (const row of over) {
    const name = row.page === HOME_PAGE ? "/" : row.page.replace(/^src\/web\/features\//, "");
    console.error(`check-bundle-size: ${name} is over its ${row.budget / KB} KB budget`);
  }
  process.exit(1);
}
