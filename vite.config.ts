import { mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { serviceWorker } from "./scripts/service-worker-plugin";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Moves Vite's build manifest next to dist/web: the size gate reads it, visitors never see it. */
function keepManifestPrivate(): Plugin {
  let outDir = "";
  return {
    name: "keep-manifest-private",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const hidden = path.join(outDir, ".vite");
      mkdirSync(path.dirname(outDir), { recursive: true });
      renameSync(path.join(hidden, "manifest.json"), path.join(outDir, "..", "web-manifest.json"));
      rmSync(hidden, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    serviceWorker(fileURLToPath(new URL("src/web/sw/service-worker.ts", import.meta.url))),
    keepManifestPrivate(),
  ],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    // Read by scripts/check-bundle-size.mjs; moved out of dist/web so it is never served.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": {
        target: "http://localhost:3000",
        changeOrigin: false,
      },
    },
  },
  preview: {
    proxy: {
      "/api": {
        target: "http://localhost:3000",
        changeOrigin: false,
      },
    },
  },
});
