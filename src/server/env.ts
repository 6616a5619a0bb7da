import { z } from "zod";
import { DEFAULT_UNLOCK_BASE } from "../core/unlock";

/**
 * Configuration, parsed once at boot. A bad value stops start-up with a message
 * that names the variable, so nobody has to guess which setting is wrong.
 */

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email("must be a comma-separated list of email addresses")));

const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/, error: "must be comma-separated http(s) origins" })));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number from 0 to 65535" })
    .int("must be a whole number")
    .min(0, "must be a port number from 0 to 65535")
    .max(65535, "must be a port number from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  TRUSTED_ORIGINS: originList.default([]),
  TRUSTED_PROXIES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .default([]),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("10 Awareness Upgrades <no-reply@localhost>"),
  UNLOCK_BASE: z.coerce
    .number({ error: "must be a whole number from 2 to 1000" })
    .int("must be a whole number from 2 to 1000")
    .min(2, "must be a whole number from 2 to 1000")
    .max(1000, "must be a whole number from 2 to 1000")
    .default(DEFAULT_UNLOCK_BASE),
  ADMIN_EMAILS: emailList.default([]),
});

export type Config = z.infer<typeof envSchema> & { baseUrl: string };

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  // Empty strings mean "not set": a blank line in a .env file must not fail start-up.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? "environment");
      return `  ${variable}: ${issue.message} (got ${JSON.stringify(env[variable] ?? "")})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  const baseUrl = (config.BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return { ...config, baseUrl };
}
