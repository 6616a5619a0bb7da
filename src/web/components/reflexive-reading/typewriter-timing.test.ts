import { describe, expect, it } from "vitest";
import {
  COMMA_PAUSE_MS,
  delayBeforeCharacter,
  FULL_STOP_PAUSE_MS,
  PARAGRAPH_PAUSE_MS,
  TYPEWRITER_START_DELAY_MS,
  totalLength,
  visibleLengths,
} from "./typewriter-timing";

describe("delayBeforeCharacter", () => {
  const paragraphs = ["Hi, you.", "Go"];

  it("waits the start delay before the first character", () => {
    expect(delayBeforeCharacter(paragraphs, 0, 40)).toBe(TYPEWRITER_START_DELAY_MS);
  });

  it("types ordinary characters at the given speed", () => {
    expect(delayBeforeCharacter(paragraphs, 1, 40)).toBe(40);
    expect(delayBeforeCharacter(paragraphs, 2, 50)).toBe(50);
  });

  it("pauses after a comma and after a full stop", () => {
    // "Hi," : the character after the comma (index 3) waits the comma pause.
    expect(delayBeforeCharacter(paragraphs, 3, 40)).toBe(COMMA_PAUSE_MS);
    // "Hi, you." has 8 characters; the next one starts a paragraph.
    expect(delayBeforeCharacter(["A. B"], 2, 40)).toBe(FULL_STOP_PAUSE_MS);
  });

  it("pauses between paragraphs", () => {
    expect(delayBeforeCharacter(paragraphs, 8, 40)).toBe(PARAGRAPH_PAUSE_MS);
    expect(delayBeforeCharacter(paragraphs, 9, 40)).toBe(40);
  });
});

describe("visibleLengths", () => {
  it("fills paragraphs in order", () => {
    expect(visibleLengths(["abc", "de"], 0)).toEqual([0, 0]);
    expect(visibleLengths(["abc", "de"], 4)).toEqual([3, 1]);
    expect(visibleLengths(["abc", "de"], 99)).toEqual([3, 2]);
    expect(totalLength(["abc", "de"])).toBe(5);
  });
});
