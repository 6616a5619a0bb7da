import { describe, expect, it } from "vitest";
import { sectionInView } from "./section-in-view";

describe("sectionInView", () => {
  const at = (...tops: number[]) => tops.map((top, index) => ({ id: `s${index}`, top }));

  it("picks the last section whose top is above one third of the viewport", () => {
    expect(sectionInView(at(-900, -100, 299, 900), 900)).toBe("s2");
    expect(sectionInView(at(-900, -100, 301, 900), 900)).toBe("s1");
  });

  it("falls back to the first section before any has reached the line", () => {
    expect(sectionInView(at(500, 1500), 900)).toBe("s0");
  });

  it("picks the last section at the bottom of the page", () => {
    expect(sectionInView(at(-900, -100, 400, 700), 900, true)).toBe("s3");
  });

  it("has nothing to pick without sections", () => {
    expect(sectionInView([], 900)).toBeNull();
  });
});
