import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { transform } from "esbuild";
import type { Plugin } from "vite";

/*
 * Builds src/web/sw/service-worker.ts into dist/web/sw.js with the list of
 * files to precache: index.html, the entry chunk with everything it imports
 * statically and every lazy chunk that is not a page, the chunks of the pages
 * that must work offline (with all their imports, lazy ones included), the
 * CSS, the Latin fonts, and the listed public files.
 */

/**
 * Pages that open offline after a first visit: home, landing and the Awareness
 * Upgrades journey; and /auth, so it can say that signing in needs the network.
 */
const OFFLINE_PAGES = [
  "/features/auth/pages/",
  "/features/home/pages/",
  "/features/upgrades/pages/upgrades-page.tsx",
  "/features/upgrades/pages/upgrade-page.tsx",
  "/features/upgrades/pages/journey-review-page.tsx",
  "/features/not-found/pages/",
];
// A route page's module: features/<area>/pages/<page>.tsx (components loaded on demand are not pages).
const PAGE_CHUNK = /\/src\/web\/features\/[^/]+\/pages\//;
const PUBLIC_FILES = [
  "/index.html",
  "/manifest.webmanifest",
  "/icons/icon.svg",
  "/icons/icon-192.png",
  "/media/hero-field.svg",
  "/media/steps-poster.webp",
  "/media/upgrades-poster.webp",
];
const FONT = /-latin-wght-normal-[\w-]+\.woff2$/;

interface ChunkInfo {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function serviceWorker(source: string): Plugin {
  return {
    name: "app-service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const files = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") chunks.set(output.fileName, output as unknown as ChunkInfo);
        else if (FONT.test(output.fileName)) files.add(output.fileName);
      }
      const add = (fileName: string, followLazy: (chunk: ChunkInfo) => boolean) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const child of chunk.imports) add(child, followLazy);
        for (const lazy of chunk.dynamicImports) {
          const target = chunks.get(lazy);
          if (target && followLazy(target)) add(lazy, followLazy);
        }
      };
      const isPage = (chunk: ChunkInfo) => PAGE_CHUNK.test(chunk.facadeModuleId ?? "");
      const isOfflinePage = (chunk: ChunkInfo) =>
        OFFLINE_PAGES.some((page) => chunk.facadeModuleId?.includes(page));
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) add(chunk.fileName, (lazy) => !isPage(lazy) || isOfflinePage(lazy));
      }
      for (const chunk of chunks.values()) {
        if (isOfflinePage(chunk)) add(chunk.fileName, () => true);
      }

      const precache = [...PUBLIC_FILES, ...[...files].sort().map((file) => `/${file}`)];
      const version = createHash("sha256")
        .update(precache.join("\n"))
        .update(readFileSync(source))
        .digest("hex")
        .slice(0, 12);
      const { code } = await transform(readFileSync(source, "utf8"), {
        loader: "ts",
        target: "es2022",
        minify: true,
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __VERSION__: JSON.stringify(version),
        },
      });
      this.emitFile({ type: "asset", fileName: "sw.js", source: code });
    },
  };
}
