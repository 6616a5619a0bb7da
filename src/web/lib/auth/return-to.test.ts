import { describe, expect, it } from "vitest";
import { authPath, safeReturnPath, takeReturnTo } from "./return-to";

describe("safeReturnPath", () => {
  it.each([
    ["/steps/3", "/steps/3"],
    ["/", "/"],
    ["/review?tab=collective#top", "/review?tab=collective#top"],
    ["/steps/../review", "/review"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the in-app path %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ["//evil.example"],
    ["//evil.example/steps"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["https://evil.example/steps/3"],
    ["javascript:alert(1)"],
    ["steps/3"],
    [""],
    ["/ /evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/auth"],
    ["/auth?tab=signin"],
    [`/${"a".repeat(3000)}`],
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it("refuses a missing value", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe("takeReturnTo", () => {
  it("falls back to home when nothing is stored", () => {
    expect(takeReturnTo()).toBe("/");
  });
});

describe("authPath", () => {
  it("builds the auth page link with its query", () => {
    expect(authPath()).toBe("/auth");
    expect(authPath({ tab: "signin", returnTo: "/steps/3" })).toBe(
      "/auth?tab=signin&returnTo=%2Fsteps%2F3",
    );
    expect(authPath({ email: "a+b@example.com" })).toBe("/auth?email=a%2Bb%40example.com");
  });
});
