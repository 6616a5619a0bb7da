// Compresses the built web files once, at build time: brotli (quality 11) and
// gzip (level 9) copies beside each text file, which the server sends as they
// are. Compressing on the first request instead held the server's only thread
// for a third of a second per large chunk, just when a first visit needs it.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

const dist = process.argv[2] ?? "dist";
const TEXT = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/;
const MIN_BYTES = 512;

function* walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const absolute = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(absolute);
    else if (entry.isFile()) yield absolute;
  }
}

let count = 0;
for (const folder of ["web", "pages"].map((name) => path.join(dist, name))) {
  for (const file of walk(folder)) {
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
}
console.log(`[build] ${count} files precompressed (brotli, gzip)`);
