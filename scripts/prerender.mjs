// Writes the public pages as HTML ahead of time (decision 014): the pages a
// first-time visitor sees are drawn before any JavaScript runs, and the pages
// that need their code to draw anything name its chunks for the browser to
// fetch at once.
//
// Runs after `vite build`: bundles src/web/prerender.tsx for Node, renders
// each page into a copy of dist/web/index.html, and writes dist/pages/ with
// an index the server reads (src/server/http/static-site.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const dist = process.argv[2] ?? "dist";
const PAGES_DIR = path.join(dist, "pages");
const BUNDLE = path.join(dist, "prerender", "prerender.mjs");

// `markup: false`: the page depends on who visits (stored progress, sign-in),
// so only its code is announced early and the browser draws it as before.
const PAGES = [
  { path: "/", source: "src/web/features/home/pages/home-page.tsx" },
  { path: "/landing-page", source: "src/web/features/home/pages/landing-page.tsx" },
  { path: "/upgrades", source: "src/web/features/upgrades/pages/upgrades-page.tsx" },
  { path: "/steps", source: "src/web/features/steps/pages/steps-page.tsx" },
  { path: "/steps/1", source: "src/web/features/steps/pages/step-page.tsx" },
  { path: "/steps/2/preview", source: "src/web/features/steps/pages/step-preview-page.tsx" },
  { path: "/steps/3/preview", source: "src/web/features/steps/pages/step-preview-page.tsx" },
  // Its Step 1 form, below seven long sections, loads on demand; React would
  // write that boundary out of line with an inline script the policy forbids.
  {
    path: "/reflexive-reading",
    source: "src/web/features/steps/pages/reflexive-reading-page.tsx",
    markup: false,
  },
  {
    path: "/upgrades/reflexive-reading",
    source: "src/web/features/upgrades/pages/upgrade-page.tsx",
    markup: false,
  },
  { path: "/review", source: "src/web/features/dashboard/pages/dashboard-page.tsx", markup: false },
];

const ROOT_ELEMENT = '<div id="root"></div>';

/** The chunk of `key` and everything it imports statically, minus what the entry already loads. */
function chunkFiles(manifest, key, skip) {
  const files = [];
  const visit = (name) => {
    if (skip.has(name) || files.includes(manifest[name].file)) return;
    files.push(manifest[name].file);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  if (!manifest[key]) throw new Error(`prerender: ${key} is not a chunk of the build`);
  visit(key);
  return files;
}

function entryClosure(manifest) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name].imports ?? []) visit(imported);
  };
  visit(entry);
  return seen;
}

/** Script elements must not reach the page: the policy allows only index.html's own. */
function withoutScripts(markup, pagePath) {
  if (/<script/i.test(markup)) throw new Error(`prerender: ${pagePath} rendered a <script>`);
  return markup;
}

rmSync(path.dirname(BUNDLE), { recursive: true, force: true });
await build({
  entryPoints: ["src/web/prerender.tsx"],
  outfile: BUNDLE,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
  packages: "external",
  define: { "import.meta.env.PROD": "true" },
  logLevel: "warning",
});
const { renderPage } = await import(pathToFileURL(path.resolve(BUNDLE)).href);

const template = readFileSync(path.join(dist, "web", "index.html"), "utf8");
if (!template.includes(ROOT_ELEMENT))
  throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
const manifest = JSON.parse(readFileSync(path.join(dist, "web-manifest.json"), "utf8"));
const skip = entryClosure(manifest);

rmSync(PAGES_DIR, { recursive: true, force: true });
mkdirSync(PAGES_DIR, { recursive: true });
const index = {};
for (const page of PAGES) {
  const written = page.markup !== false;
  // A page without markup paints only once its code has run, so its chunks
  // are announced at once. A written page paints from the HTML: its chunks
  // follow the entry rather than compete with the first paint for bandwidth.
  const preloads = written
    ? ""
    : chunkFiles(manifest, page.source, skip)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join("");
  const markup = written ? withoutScripts(await renderPage(page.path), page.path) : "";
  const html = template
    .replace("</head>", `${preloads}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
  const file = `${page.path === "/" ? "index" : page.path.slice(1).replaceAll("/", "-")}.html`;
  writeFileSync(path.join(PAGES_DIR, file), html);
  index[page.path] = file;
}
writeFileSync(path.join(PAGES_DIR, "index.json"), `${JSON.stringify(index, null, 2)}\n`);
rmSync(path.dirname(BUNDLE), { recursive: true, force: true });
console.log(`[build] ${Object.keys(index).length} pages written ahead of time to ${PAGES_DIR}`);
