import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { RESET_LINK_MINUTES } from "../core/account-schemas";
import { firstIssueMessage, PASSWORD_MAX, PASSWORD_MIN, type SignUpInput } from "../core/schemas";
import { authInputRule } from "./accounts/auth-input-rules";
import { ensureProfile } from "./accounts/profiles";
import { sendPasswordResetEmail } from "./accounts/reset-email";
import { grantAdminToUser } from "./accounts/roles";
import type { Database } from "./db/client";
import { authSchema } from "./db/schema";
import type { Config } from "./env";
import { CLIENT_IP_HEADER } from "./http/client-ip";
import { zodFieldErrors } from "./http/validation";
import type { Mailer } from "./mail/mailer";

export const AUTH_BASE_PATH = "/api/auth";

/**
 * Better Auth endpoints the app never uses: social sign-in, provider tokens and
 * email verification (sign-up needs no confirmed address, so no such email is sent).
 */
export const UNUSED_AUTH_PATHS = [
  "/verify-email",
  "/send-verification-email",
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
  mailer: Mailer;
}

export function createAuth({ db, config, secret, mailer }: AuthOptions) {
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
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      // A reset proves control of the mailbox, not of the sessions: end them all.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Not awaited: a known address must answer as fast as an unknown one,
        // so the SMTP round trip happens after the response.
        void sendPasswordResetEmail({ db, config, mailer, user, token }).catch((error) =>
          console.error("[mail] sending the password reset email failed:", error),
        );
      },
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
        // Each request may send an email; each reset or change tries a secret.
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/change-password": { window: 60, max: 5 },
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
      // The spec's rules (sign-up, password reset and change), enforced here so
      // no client can skip them.
      before: createAuthMiddleware(async (ctx) => {
        const rule = authInputRule(ctx.path);
        if (!rule) return;
        const parsed = rule.safeParse(ctx.body);
        if (!parsed.success) {
          throw new APIError("BAD_REQUEST", {
            code: "VALIDATION_ERROR",
            message: firstIssueMessage(parsed.error),
            fields: zodFieldErrors(parsed.error),
          });
        }
        if (ctx.path === "/sign-up/email") {
          const { firstName, lastName, email, password } = parsed.data as SignUpInput;
          return {
            context: {
              body: { firstName, lastName, email, password, name: `${firstName} ${lastName}` },
            },
          };
        }
        // A changed password ends every other session, whatever the caller asked.
        if (ctx.path === "/change-password")
          return { context: { body: { ...parsed.data, revokeOtherSessions: true } } };
        // The link in the email always leads to our own reset page; no redirect target is taken.
        if (ctx.path === "/request-password-reset") return { context: { body: parsed.data } };
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
