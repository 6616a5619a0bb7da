/*
 * Page quality (issue 7, point 1): Lighthouse's mobile preset on the built app.
 *
 *   npm run bench:pages        (builds first if dist/ is missing)
 *
 * Pages: /, /upgrades, /upgrades/reflexive-reading, /steps, /steps/1, and
 * /review signed in (a fresh account; its session cookie is sent with every
 * request Lighthouse makes). Each page is run RUNS times and the median score
 * per category is printed with the targets: performance >= 95,
 * accessibility 100, best practices >= 95, SEO >= 95. Asserts nothing.
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, machineLine, signUpUser, startServer } from "./lib/servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
};
const PAGES: { path: string; signedIn?: true }[] = [
  { path: "/" },
  { path: "/upgrades" },
  { path: "/upgrades/reflexive-reading" },
  { path: "/steps" },
  { path: "/steps/1" },
  { path: "/review", signedIn: true },
];

const METRICS = ["fcp", "lcp", "tbt", "cls"] as const;
const METRIC_AUDITS: Record<(typeof METRICS)[number], string> = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  await ensureBuilt();
  const server = await startServer({ port: 4401 });
  const cookie = await signUpUser(server.url, 1);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  console.log(
    `Lighthouse ${RUNS}× per page, mobile preset (${machineLine()}), ${new Date().toISOString()}`,
  );
  console.log(
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  try {
    for (const page of PAGES) {
      const scores: Record<string, number[]> = {};
      const metrics: Record<(typeof METRICS)[number], number[]> = {
        fcp: [],
        lcp: [],
        tbt: [],
        cls: [],
      };
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
        });
        if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
        for (const category of CATEGORIES) {
          const score = result.lhr.categories[category]?.score ?? 0;
          scores[category] = [...(scores[category] ?? []), Math.round(score * 100)];
        }
        for (const metric of METRICS) {
          metrics[metric].push(result.lhr.audits[METRIC_AUDITS[metric]]?.numericValue ?? 0);
        }
      }
      const cells = CATEGORIES.map((category) => {
        const value = median(scores[category] ?? []);
        return `${value}${value < TARGETS[category] ? " (below target)" : ""}`;
      });
      console.log(
        `| ${page.path}${page.signedIn ? " (signed in)" : ""} | ${cells.join(" | ")} | ${(median(metrics.fcp) / 1000).toFixed(1)} s | ${(median(metrics.lcp) / 1000).toFixed(1)} s | ${median(metrics.tbt).toFixed(0)} ms | ${median(metrics.cls).toFixed(3)} |`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
