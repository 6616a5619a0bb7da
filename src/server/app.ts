import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { type Auth, createAuth } from "./auth";
import type { DatabaseHandle } from "./db/client";
import type { Config } from "./env";
import type { AppEnv } from "./http/app-env";
import { resolveClientIp } from "./http/client-ip";
import { collectiveFastPath, type FastPath } from "./http/collective-fast-path";
import { csrfProtection } from "./http/csrf";
import { ApiError, isDatabaseUnavailable, isInvalidInputError, jsonError } from "./http/errors";
import { securityHeaders, securityHeaderValues } from "./http/security-headers";
import { loadStaticSite } from "./http/static-site";
import { createMailer, type Mailer } from "./mail/mailer";
import { createCollectiveFeed } from "./progress/feed";
import { accountRoutes } from "./routes/account/account";
import { adminRoutes } from "./routes/admin/admin";
import { authRoutes } from "./routes/auth/auth";
import { experienceRoutes } from "./routes/experiences/experiences";
import { healthRoutes } from "./routes/health/health";
import { meRoutes } from "./routes/me/me";
import { COLLECTIVE_HEADERS, progressRoutes, usersRoutes } from "./routes/progress/progress";
import { resultsRoutes } from "./routes/results/results";
import { stepRoutes } from "./routes/steps/steps";
import { upgradeCompletionRoutes } from "./routes/upgrade-completions/upgrade-completions";
import { upgradeRoutes } from "./routes/upgrades/upgrades";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  authSecret: string;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** Defaults to SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
}

export interface App {
  app: Hono<AppEnv>;
  auth: Auth;
  /** Answers the collective read from node:http when it can (main.ts; collective-fast-path.ts). */
  fastPath: FastPath;
  /** Ends event streams and database listeners; call before closing the database. */
  close(): Promise<void>;
}

const MAX_JSON_BODY = 64 * 1024;
const BODYLESS_METHODS = new Set(["GET", "HEAD"]);

/** Builds the whole HTTP app without listening: main.ts serves it, tests call it in-process. */
export function createApp({ config, database, authSecret, webRoot, mailer }: AppDependencies): App {
  const mail = mailer ?? createMailer(config);
  const auth = createAuth({ db: database.db, config, secret: authSecret, mailer: mail });
  const feed = createCollectiveFeed(database, config.UNLOCK_BASE);
  const shutdown = new AbortController();
  const app = new Hono<AppEnv>();
  const site = webRoot ? loadStaticSite(webRoot) : null;

  const securityOptions = { baseUrl: config.baseUrl, scriptHashes: site?.scriptHashes ?? [] };
  app.use("*", securityHeaders(securityOptions));

  app.use("*", async (c, next) => {
    c.set("config", config);
    c.set("database", database);
    c.set("auth", auth);
    c.set("mailer", mail);
    c.set("feed", feed);
    c.set("shutdownSignal", shutdown.signal);
    c.set("clientIp", resolveClientIp(c, config.TRUSTED_PROXIES));
    await next();
  });

  app.use("/api/*", csrfProtection([config.baseUrl, ...config.TRUSTED_ORIGINS]));

  const limitBody = bodyLimit({
    maxSize: MAX_JSON_BODY,
    onError: (c) => jsonError(c, 413, "PAYLOAD_TOO_LARGE", "The request body is too large."),
  });
  // Reads never carry a body we look at, and checking one means touching
  // c.req.raw, which makes the Node adapter build a full Request per call.
  app.use("/api/*", (c, next) =>
    BODYLESS_METHODS.has(c.req.method) ? next() : limitBody(c, next),
  );

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/auth", authRoutes)
    .route("/me", meRoutes)
    .route("/account", accountRoutes)
    .route("/upgrades", upgradeRoutes)
    .route("/upgrade-completions", upgradeCompletionRoutes)
    .route("/results", resultsRoutes)
    .route("/steps", stepRoutes)
    .route("/experiences", experienceRoutes)
    .route("/progress", progressRoutes)
    .route("/users", usersRoutes)
    .route("/admin", adminRoutes);
  app.route("/api", api);

  app.all("/api/*", (c) => jsonError(c, 404, "NOT_FOUND", "No such API endpoint."));

  if (site) {
    app.on(["GET", "HEAD"], "*", (c) => site.serve(c) ?? c.text("Not found", 404));
  }

  app.notFound((c) => jsonError(c, 404, "NOT_FOUND", "Not found."));

  app.onError((error, c) => {
    if (error instanceof ApiError)
      return jsonError(c, error.status, error.code, error.message, error.fields);
    if (error instanceof HTTPException) {
      const status = error.status;
      return jsonError(c, status as 400, `HTTP_${status}`, error.message || "Request failed");
    }
    if (isDatabaseUnavailable(error)) {
      return jsonError(
        c,
        503,
        "DATABASE_UNAVAILABLE",
        "The service is temporarily unavailable. Please try again.",
      );
    }
    if (isInvalidInputError(error)) {
      return jsonError(
        c,
        400,
        "INVALID_INPUT",
        "The request contains a value that is not allowed.",
      );
    }
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return jsonError(c, 500, "INTERNAL_ERROR", "Something went wrong. Please try again.");
  });

  return {
    app,
    auth,
    fastPath: collectiveFastPath(() => feed.peek(), {
      ...securityHeaderValues(securityOptions),
      ...COLLECTIVE_HEADERS,
    }),
    async close() {
      shutdown.abort();
      await feed.close();
    },
  };
}
