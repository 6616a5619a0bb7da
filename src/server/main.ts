import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { resolveAuthSecret } from "./accounts/secret";
import { createApp } from "./app";
import { DataDirInUseError } from "./db/data-dir-lock";
import { openReadyDatabase } from "./db/open-from-config";
import { ConfigError, loadConfig } from "./env";
import { createServerWithFastPath } from "./http/collective-fast-path";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openReadyDatabase(config);
  const {
    app,
    fastPath,
    close: closeApp,
  } = createApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR),
    webRoot: fileURLToPath(new URL("../web", import.meta.url)),
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      createServer: createServerWithFastPath(fastPath),
    },
    (info: AddressInfo) => {
      const engine = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${config.DATA_DIR}`;
      const ms = Math.round(performance.now() - started);
      console.log(
        `[server] listening on ${config.baseUrl} (port ${info.port}, ${engine}) in ${ms} ms`,
      );
    },
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.warn("[server] grace period over, exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Event streams never finish on their own: end them, then close() stops
    // accepting connections and waits for the requests still in flight.
    void closeApp();
    server.close(async () => {
      await database
        .close()
        .catch((error) => console.error("[server] closing the database:", error));
      console.log("[server] stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would otherwise hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error("[server] failed to start:", error);
  }
  process.exit(1);
});
