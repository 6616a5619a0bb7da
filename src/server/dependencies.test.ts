import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The auth library stays past its published advisories. The newest fix among the
 * advisories published for better-auth (GitHub advisory database, as of 2026-08)
 * landed in 1.6.22; see SECURITY.md. Raise the floor when a new advisory appears.
 */
const BETTER_AUTH_FLOOR = [1, 6, 22];

function version(text: string): number[] {
  return text
    .replace(/^[^\d]*/, "")
    .split(/[.-]/)
    .slice(0, 3)
    .map(Number);
}

function atLeast(actual: number[], floor: number[]): boolean {
  for (let i = 0; i < floor.length; i++) {
    if ((actual[i] ?? 0) !== (floor[i] ?? 0)) return (actual[i] ?? 0) > (floor[i] ?? 0);
  }
  return true;
}

describe("better-auth", () => {
  it("the installed version and the lowest version package.json allows are past the advisories", () => {
    const installed = JSON.parse(readFileSync("node_modules/better-auth/package.json", "utf8"));
    const manifest = JSON.parse(readFileSync("package.json", "utf8"));
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect(atLeast(version(installed.version), BETTER_AUTH_FLOOR)).toBe(true);
    expect(
      atLeast(version(lock.packages["node_modules/better-auth"].version), BETTER_AUTH_FLOOR),
    ).toBe(true);
    // "^1.7.25" allows nothing older than 1.7.25.
    expect(manifest.dependencies["better-auth"]).toMatch(/^\^/);
    expect(atLeast(version(manifest.dependencies["better-auth"]), BETTER_AUTH_FLOOR)).toBe(true);
  });

  it("the version check itself tells old from new", () => {
    expect(atLeast(version("1.6.21"), BETTER_AUTH_FLOOR)).toBe(false);
    expect(atLeast(version("1.4.9"), BETTER_AUTH_FLOOR)).toBe(false);
    expect(atLeast(version("1.6.22"), BETTER_AUTH_FLOOR)).toBe(true);
    expect(atLeast(version("^1.7.25"), BETTER_AUTH_FLOOR)).toBe(true);
  });
});
