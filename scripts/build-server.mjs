// Bundles the API server into dist/server/main.js (dependencies stay in node_modules)
// and copies the SQL migrations beside it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

// Optional first argument: another output folder (default dist), e.g. for a side-by-side e2e build.
const out = `${process.argv[2] ?? "dist"}/server`;
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
console.log(`[build] ${out} ready`);
