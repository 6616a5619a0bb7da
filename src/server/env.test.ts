import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

describe("loadConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      UNLOCK_BASE: 10,
      ADMIN_EMAILS: [],
      baseUrl: "http://localhost:3000",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("parses lists and treats blank values as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      ADMIN_EMAILS: " A@Example.com ,b@example.com,",
      TRUSTED_ORIGINS: "https://a.example, https://b.example",
      BASE_URL: "https://steps.example/",
      DATABASE_URL: "",
    });
    expect(config.ADMIN_EMAILS).toEqual(["a@example.com", "b@example.com"]);
    expect(config.TRUSTED_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(config.baseUrl).toBe("https://steps.example");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["BETTER_AUTH_SECRET", "too-short"],
    ["BASE_URL", "localhost:3000"],
    ["SMTP_URL", "http://mail.example"],
    ["UNLOCK_BASE", "1"],
    ["ADMIN_EMAILS", "not-an-email"],
  ])("stops on a bad %s with a message naming it", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}: `));
  });
});
