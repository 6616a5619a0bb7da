import { describe, expect, it } from "vitest";
import { firstIssueMessage, passwordSchema, signInSchema, signUpSchema } from "./schemas";

function firstPasswordMessage(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success ? null : firstIssueMessage(result.error);
}

describe("password rule", () => {
  it("accepts 12 to 100 characters with lower, upper, digit and special", () => {
    expect(firstPasswordMessage("Abcdefghij1!")).toBeNull();
    expect(firstPasswordMessage(`Aa1!${"b".repeat(96)}`)).toBeNull();
  });

  it("shows the first failing rule, in the spec's order", () => {
    expect(firstPasswordMessage("")).toBe("Password must be at least 12 characters");
    expect(firstPasswordMessage("Ab1!")).toBe("Password must be at least 12 characters");
    expect(firstPasswordMessage("ABCDEFGHIJ1!")).toBe(
      "Password must contain at least one lowercase letter",
    );
    expect(firstPasswordMessage("abcdefghij1!")).toBe(
      "Password must contain at least one uppercase letter",
    );
    expect(firstPasswordMessage("Abcdefghijk!")).toBe("Password must contain at least one number");
    expect(firstPasswordMessage("Abcdefghijk1")).toBe(
      "Password must contain at least one special character",
    );
    expect(firstPasswordMessage(`Aa1!${"b".repeat(97)}`)).toBe(
      "Password must be less than 100 characters",
    );
  });

  it("counts a space or any non-alphanumeric as special", () => {
    expect(firstPasswordMessage("Abcdefghij1 ")).toBeNull();
    expect(firstPasswordMessage("Abcdefghij1é")).toBeNull();
  });
});

describe("sign-up and sign-in forms", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "Abcdefghij1!",
  };

  it("trims names and email", () => {
    const parsed = signUpSchema.parse({
      ...valid,
      firstName: "  Ada ",
      email: " ada@example.com ",
    });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.email).toBe("ada@example.com");
  });

  it("requires every field", () => {
    for (const field of ["firstName", "lastName", "email", "password"] as const) {
      expect(signUpSchema.safeParse({ ...valid, [field]: "" }).success).toBe(false);
    }
    expect(signUpSchema.safeParse({ ...valid, firstName: "   " }).success).toBe(false);
  });

  it("checks the email and its 255-character cap", () => {
    const invalid = signUpSchema.safeParse({ ...valid, email: "nope" });
    expect(invalid.success ? "" : firstIssueMessage(invalid.error)).toBe("Invalid email address");
    const long = signUpSchema.safeParse({ ...valid, email: `${"a".repeat(250)}@x.com` });
    expect(long.success ? "" : firstIssueMessage(long.error)).toBe(
      "Email must be less than 255 characters",
    );
  });

  it("sign-in needs an email and any password", () => {
    expect(signInSchema.safeParse({ email: "a@example.com", password: "x" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a@example.com", password: "" }).success).toBe(false);
  });
});
