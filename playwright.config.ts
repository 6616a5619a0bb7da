import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A second server with UNLOCK_BASE=2, so collective unlocking can be shown with a few people.
const SMALL_PORT = PORT + 1;
const SMALL_URL = `http://localhost:${SMALL_PORT}`;
// With E2E_DATABASE_URL (CI sets it), the Social Steps specs run once more
// against a third server on a fresh PostgreSQL database.
const POSTGRES_URL = process.env.E2E_DATABASE_URL;
const POSTGRES_PORT = PORT + 2;
const POSTGRES_SPECS =
  /(step-experience|dashboard|steps-pages|step-one-form)\.spec\.ts$|\.postgres\.spec\.ts$/;
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 1,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: `.tmp/e2e-results-${PORT}`,
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The app's service worker would hide requests from page.route(); the offline
    // spec turns it back on with test.use({ serviceWorkers: "allow" }).
    serviceWorkers: "block",
  },
  projects: [
    { name: "chromium", testIgnore: /\.(unlock|postgres)\.spec\.ts$/, use: chromium },
    {
      name: "small-community",
      testMatch: /\.unlock\.spec\.ts$/,
      use: { ...chromium, baseURL: SMALL_URL },
    },
    ...(POSTGRES_URL
      ? [
          {
            name: "postgres",
            testMatch: POSTGRES_SPECS,
            use: { ...chromium, baseURL: `http://localhost:${POSTGRES_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${BASE_URL}/api/health`,
      env: { E2E_DATABASE_URL: "" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${SMALL_URL}/api/health`,
      env: { E2E_PORT: String(SMALL_PORT), UNLOCK_BASE: "2", E2E_DATABASE_URL: "" },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(POSTGRES_URL
      ? [
          {
            command: "node scripts/e2e-server.mjs",
            url: `http://localhost:${POSTGRES_PORT}/api/health`,
            env: { E2E_PORT: String(POSTGRES_PORT), E2E_DATABASE_URL: POSTGRES_URL },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
