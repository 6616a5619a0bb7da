import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/core/**/*.test.ts", "src/web/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          // *.pg.test.ts need a real PostgreSQL server (several processes, a cut
          // connection): they run in `npm run test:pg`, which sets DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ["src/server/**/*.pg.test.ts"],
          environment: "node",
          // One database per worker, shared by the files that worker runs
          // (opening PGlite costs seconds); tests use unique users instead.
          isolate: false,
          globalSetup: ["src/server/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
