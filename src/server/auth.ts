import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { firstIssueMessage, PASSWORD_MAX, PASSWORD_MIN, signUpSchema } from "../core/schemas";
import { ensureProfile } from "./accounts/profiles";
import { grantAdminToUser } from "./accounts/roles";
import type { Database } from "./db/client";
import { authSchema } from "./db/schema";
import type { Config } from "./env";
import { CLIENT_IP_HEADER } from "./http/client-ip";
import { zodFieldErrors } from "./http/validation";

export const AUTH_BASE_PATH = "/api/auth";

/** Better Auth endpoints for social sign-in and provider tokens, which the app never uses. */
export const UNUSED_AUTH_PATHS = [
  "/sign-in/social",
  "/link-social",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
] as const;

export interface AuthOptions {
  db: Database;
  config: Config;
  secret: string;
}

export function createAuth({ db, config, secret }: AuthOptions) {
  const adminEmails = new Set(config.ADMIN_EMAILS);
  return betterAuth({
    appName: "10 Steps",
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [new URL(config.baseUrl).origin, ...config.TRUSTED_ORIGINS],
    // No social providers are configured: their endpoints stay switched off (answer 404).
    disabledPaths: [...UNUSED_AUTH_PATHS],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24, // sliding: a used session is extended once a day
    },
    rateLimit: {
      enabled: true, // in every mode, tests included
      storage: "database", // shared by every server process on the same database
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 10, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
    },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic, not warnings worth a log line in tests.
    logger: { level: config.NODE_ENV === "test" ? "error" : "warn" },
    hooks: {
      // The spec's sign-up rules, enforced here so no client can skip them.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const parsed = signUpSchema.safeParse(ctx.body);
        if (!parsed.success) {
          const fields = zodFieldErrors(parsed.error);
          throw new APIError("BAD_REQUEST", {
            code: "VALIDATION_ERROR",
            message: firstIssueMessage(parsed.error),
            fields,
          });
        }
        const { firstName, lastName, email, password } = parsed.data;
        return {
          context: {
            body: { firstName, lastName, email, password, name: `${firstName} ${lastName}` },
          },
        };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created, ctx) => {
            const body = (ctx?.body ?? {}) as { firstName?: unknown; lastName?: unknown };
            await ensureProfile(db, {
              id: created.id,
              email: created.email,
              firstName: typeof body.firstName === "string" ? body.firstName : null,
              lastName: typeof body.lastName === "string" ? body.lastName : null,
            });
            if (adminEmails.has(created.email.toLowerCase()))
              await grantAdminToUser(db, created.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
