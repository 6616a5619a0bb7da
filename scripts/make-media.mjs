#!/usr/bin/env node
/*
 * Makes every image and video the app ships, from code, into public/:
 *   media/steps-loop.{webm,mp4} + steps-poster.webp       (landing, left half)
 *   media/upgrades-loop.{webm,mp4} + upgrades-poster.webp (landing, right half)
 *   media/hero-field.svg, media/og-image.jpg
 *   icons/icon.svg, icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon.png
 *
 * Frames are drawn on a canvas in Chromium (playwright-core, /usr/bin/chromium)
 * and encoded with ffmpeg (apt-get install ffmpeg). The outputs are committed,
 * so building the app never needs either tool; run this only to change the art:
 *   node scripts/make-media.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const mediaDir = join(root, "public", "media");
const iconDir = join(root, "public", "icons");
mkdirSync(mediaDir, { recursive: true });
mkdirSync(iconDir, { recursive: true });

const SIZE = 480; // square frames; the landing shows them with object-fit: cover
const FPS = 24;
const SECONDS = 4;
const MAX_VIDEO_BYTES = 400 * 1024;

/*
 * Drawing code, run inside the page. Every motion is periodic over one loop,
 * so the last frame runs seamlessly into the first.
 */
const DRAWING = `
const TAU = Math.PI * 2;
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296);
}
function backdrop(ctx, size, inner, outer) {
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size * 0.75);
  g.addColorStop(0, inner);
  g.addColorStop(1, outer);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
}
function glow(ctx, x, y, r, color, alpha) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, color.replace("A", String(alpha)));
  g.addColorStop(1, color.replace("A", "0"));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
}
// Social Steps: many small lights drifting, linked when close, a shared warmth at the centre.
const random = rng(7);
const nodes = Array.from({ length: 34 }, () => ({
  x: 0.08 + random() * 0.84, y: 0.08 + random() * 0.84,
  ax: 0.01 + random() * 0.03, ay: 0.01 + random() * 0.03,
  kx: 1 + Math.floor(random() * 2), ky: 1 + Math.floor(random() * 2), p: random(),
}));
function drawSteps(ctx, size, t) {
  backdrop(ctx, size, "#2a2470", "#0b1020");
  glow(ctx, size / 2, size * 0.55, size * (0.42 + 0.05 * Math.sin(TAU * t)), "rgba(245,158,11,A)", 0.28);
  const points = nodes.map((n) => ({
    x: (n.x + n.ax * Math.cos(TAU * (n.kx * t + n.p))) * size,
    y: (n.y + n.ay * Math.sin(TAU * (n.ky * t + n.p))) * size,
    r: size * (0.006 + 0.003 * (1 + Math.sin(TAU * (t + n.p)))),
  }));
  const reach = size * 0.23;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const d = Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y);
      if (d > reach) continue;
      ctx.strokeStyle = "rgba(253,230,138," + (0.55 * (1 - d / reach)).toFixed(3) + ")";
      ctx.lineWidth = size * 0.003;
      ctx.beginPath();
      ctx.moveTo(points[i].x, points[i].y);
      ctx.lineTo(points[j].x, points[j].y);
      ctx.stroke();
    }
  }
  for (const p of points) {
    glow(ctx, p.x, p.y, p.r * 4, "rgba(251,191,36,A)", 0.45);
    ctx.fillStyle = "#fef3c7";
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.r, 0, TAU);
    ctx.fill();
  }
}
// Awareness Upgrades: rings of attention widening from one still point.
function drawUpgrades(ctx, size, t) {
  backdrop(ctx, size, "#1d3b6e", "#0b1020");
  const cx = size / 2, cy = size / 2, rings = 7, max = size * 0.72;
  for (let k = 0; k < rings; k++) {
    const f = (k + t) / rings;
    ctx.strokeStyle = "rgba(165,243,252," + (0.75 * (1 - f) * Math.min(1, f * 6)).toFixed(3) + ")";
    ctx.lineWidth = size * (0.004 + 0.01 * (1 - f));
    ctx.beginPath();
    ctx.arc(cx, cy, f * max, 0, TAU);
    ctx.stroke();
  }
  for (let k = 0; k < 3; k++) {
    const r = size * (0.16 + k * 0.09), start = TAU * (t * (k % 2 ? -1 : 1) + k / 3);
    ctx.strokeStyle = "rgba(199,210,254,0.55)";
    ctx.lineWidth = size * 0.004;
    ctx.setLineDash([size * 0.02, size * 0.025]);
    ctx.beginPath();
    ctx.arc(cx, cy, r, start, start + TAU * 0.6);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  glow(ctx, cx, cy, size * (0.14 + 0.02 * Math.sin(TAU * t)), "rgba(103,232,249,A)", 0.6);
  ctx.fillStyle = "#ecfeff";
  ctx.beginPath();
  ctx.arc(cx, cy, size * 0.018, 0, TAU);
  ctx.fill();
}
window.drawFrame = (name, t, type) => {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = ${SIZE};
  const ctx = canvas.getContext("2d");
  (name === "steps" ? drawSteps : drawUpgrades)(ctx, ${SIZE}, t);
  return canvas.toDataURL(type, 0.82);
};
`;

const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>10 Steps</title>
  <rect width="512" height="512" rx="112" fill="#1e1b4b"/>
  <circle cx="206" cy="256" r="104" fill="none" stroke="#a5b4fc" stroke-width="36"/>
  <circle cx="306" cy="256" r="104" fill="none" stroke="#fbbf24" stroke-width="36"/>
  <circle cx="256" cy="256" r="26" fill="#fef3c7"/>
</svg>
`;

// Full-bleed background, artwork inside the central 80% "safe zone" of maskable icons.
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>10 Steps</title>
  <rect width="512" height="512" fill="#1e1b4b"/>
  <g transform="translate(256 256) scale(0.72) translate(-256 -256)">
    <circle cx="206" cy="256" r="104" fill="none" stroke="#a5b4fc" stroke-width="36"/>
    <circle cx="306" cy="256" r="104" fill="none" stroke="#fbbf24" stroke-width="36"/>
    <circle cx="256" cy="256" r="26" fill="#fef3c7"/>
  </g>
</svg>
`;

/** The home hero's backdrop: a quiet field of lights and a few links, drawn once. */
function heroFieldSvg() {
  let seed = 11;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const width = 1600;
  const height = 900;
  const stars = Array.from({ length: 70 }, () => ({
    x: Math.round(random() * width),
    y: Math.round(random() * height),
    r: (1 + random() * 2.5).toFixed(1),
    o: (0.35 + random() * 0.5).toFixed(2),
  }));
  const links = [];
  for (let i = 0; i < stars.length; i++) {
    for (let j = i + 1; j < stars.length; j++) {
      const d = Math.hypot(stars[i].x - stars[j].x, stars[i].y - stars[j].y);
      if (d < 150) links.push([stars[i], stars[j], (0.35 * (1 - d / 150)).toFixed(2)]);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
  <title>A field of linked lights</title>
  <defs>
    <radialGradient id="warm" cx="30%" cy="70%" r="55%"><stop offset="0" stop-color="#f59e0b" stop-opacity="0.35"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>
    <radialGradient id="cool" cx="75%" cy="25%" r="55%"><stop offset="0" stop-color="#67e8f9" stop-opacity="0.25"/><stop offset="1" stop-color="#67e8f9" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#warm)"/>
  <rect width="${width}" height="${height}" fill="url(#cool)"/>
  <g stroke="#fde68a" stroke-width="1.2">${links
    .map(
      ([a, b, o]) =>
        `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke-opacity="${o}"/>`,
    )
    .join("")}</g>
  <g fill="#fef3c7">${stars
    .map((s) => `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill-opacity="${s.o}"/>`)
    .join("")}</g>
</svg>
`;
}

const OG_HTML = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;position:relative;overflow:hidden;background:#1e1b4b;font-family:Georgia,serif;color:#fff">
  <img src="hero-field.svg" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover" alt="">
  <div style="position:absolute;left:80px;right:80px;top:170px">
    <div style="font:600 26px/1.3 system-ui,sans-serif;letter-spacing:.14em;text-transform:uppercase;color:#c7d2fe">Two journeys, one community</div>
    <div style="font-size:76px;line-height:1.1;margin-top:24px">10 Awareness Upgrades<br>10 Social Steps</div>
  </div>
</div></body></html>`;

function encode(framesDir, name) {
  const input = [
    "-y",
    "-loglevel",
    "error",
    "-framerate",
    String(FPS),
    "-i",
    join(framesDir, "%03d.png"),
  ];
  const webm = join(mediaDir, `${name}-loop.webm`);
  const mp4 = join(mediaDir, `${name}-loop.mp4`);
  execFileSync("ffmpeg", [
    ...input,
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "38", "-pix_fmt", "yuv420p", "-an", webm],
  ]);
  execFileSync("ffmpeg", [
    ...input,
    ...["-c:v", "libx264", "-crf", "26", "-preset", "slow", "-pix_fmt", "yuv420p"],
    ...["-movflags", "+faststart", "-an", mp4],
  ]);
  for (const file of [webm, mp4]) {
    const bytes = statSync(file).size;
    console.log(`${file.slice(root.length + 1)}: ${(bytes / 1024).toFixed(1)} KB`);
    if (bytes > MAX_VIDEO_BYTES) throw new Error(`${file} is over ${MAX_VIDEO_BYTES} bytes`);
  }
}

const decode = (dataUrl) => Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>media</title>");
  await page.addScriptTag({ content: DRAWING });

  for (const name of ["steps", "upgrades"]) {
    const framesDir = mkdtempSync(join(tmpdir(), `frames-${name}-`));
    const frames = FPS * SECONDS;
    for (let i = 0; i < frames; i++) {
      const png = await page.evaluate(
        ([n, t]) => window.drawFrame(n, t, "image/png"),
        [name, i / frames],
      );
      writeFileSync(join(framesDir, `${String(i).padStart(3, "0")}.png`), decode(png));
    }
    const poster = await page.evaluate((n) => window.drawFrame(n, 0, "image/webp"), name);
    writeFileSync(join(mediaDir, `${name}-poster.webp`), decode(poster));
    encode(framesDir, name);
    rmSync(framesDir, { recursive: true, force: true });
  }

  writeFileSync(join(mediaDir, "hero-field.svg"), heroFieldSvg());
  writeFileSync(join(iconDir, "icon.svg"), ICON_SVG);
  writeFileSync(join(iconDir, "icon-maskable.svg"), MASKABLE_SVG);

  const raster = async (file, width, height, out) => {
    await page.setViewportSize({ width, height });
    await page.goto(`file://${file}`);
    await page.screenshot(
      out.endsWith(".png") ? { path: out, omitBackground: true } : { path: out, quality: 85 },
    );
  };
  await raster(join(iconDir, "icon.svg"), 512, 512, join(iconDir, "icon-512.png"));
  const small = join(mediaDir, "..", "icons", "icon-small.html");
  writeFileSync(small, `<body style="margin:0"><img src="icon.svg" width="192" height="192">`);
  await raster(small, 192, 192, join(iconDir, "icon-192.png"));
  writeFileSync(
    small,
    `<body style="margin:0;background:#1e1b4b"><img src="icon-maskable.svg" width="180" height="180">`,
  );
  await raster(small, 180, 180, join(iconDir, "apple-touch-icon.png"));
  rmSync(small);
  await raster(
    join(iconDir, "icon-maskable.svg"),
    512,
    512,
    join(iconDir, "icon-maskable-512.png"),
  );
  rmSync(join(iconDir, "icon-maskable.svg"));
  const og = join(mediaDir, "og.html");
  writeFileSync(og, OG_HTML);
  await raster(og, 1200, 630, join(mediaDir, "og-image.jpg"));
  rmSync(og);
} finally {
  await browser.close();
}
