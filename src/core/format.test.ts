import { describe, expect, it } from "vitest";
import {
  averageMinutes,
  clampPositionDigits,
  ordinalSuffix,
  ratingCaption,
  savedAgoLabel,
  stepOneSavedLabel,
  toPercent,
  withOrdinal,
} from "./format";

describe("ordinalSuffix", () => {
  it("gives st, nd, rd and th", () => {
    expect([1, 2, 3, 4, 9, 10].map(withOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "9th",
      "10th",
    ]);
    expect([21, 22, 23, 24, 101, 102, 103].map(withOrdinal)).toEqual([
      "21st",
      "22nd",
      "23rd",
      "24th",
      "101st",
      "102nd",
      "103rd",
    ]);
  });

  it("uses th for the teens, including 111 to 113", () => {
    expect([11, 12, 13, 111, 112, 113, 1011].map(ordinalSuffix)).toEqual(Array(7).fill("th"));
    expect(ordinalSuffix(0)).toBe("th");
  });
});

describe("savedAgoLabel (step dialog)", () => {
  const at = 1_000_000;
  it("says just now under 5 s, then seconds, then minutes", () => {
    expect(savedAgoLabel(at, at)).toBe("Saved just now");
    expect(savedAgoLabel(at, at + 4_999)).toBe("Saved just now");
    expect(savedAgoLabel(at, at + 5_000)).toBe("Saved 5s ago");
    expect(savedAgoLabel(at, at + 59_999)).toBe("Saved 59s ago");
    expect(savedAgoLabel(at, at + 60_000)).toBe("Saved 1m ago");
    expect(savedAgoLabel(at, at + 3 * 3_600_000)).toBe("Saved 180m ago");
  });

  it("takes another just-now window, and treats a clock going backwards as just now", () => {
    expect(savedAgoLabel(at, at + 8_000, { justNowUnderMs: 10_000 })).toBe("Saved just now");
    expect(savedAgoLabel(at, at - 30_000)).toBe("Saved just now");
  });
});

describe("stepOneSavedLabel", () => {
  const at = 1_000_000;
  const formatTime = (ms: number) => `T${ms}`;
  it("says Just saved under 10 s, then seconds, minutes, and a clock time after an hour", () => {
    expect(stepOneSavedLabel(at, at + 9_999, formatTime)).toBe("Just saved");
    expect(stepOneSavedLabel(at, at + 10_000, formatTime)).toBe("Saved 10s ago");
    expect(stepOneSavedLabel(at, at + 61_000, formatTime)).toBe("Saved 1m ago");
    expect(stepOneSavedLabel(at, at + 3_599_999, formatTime)).toBe("Saved 59m ago");
    expect(stepOneSavedLabel(at, at + 3_600_000, formatTime)).toBe(`Saved at T${at}`);
  });

  it("formats the time with the locale by default", () => {
    expect(stepOneSavedLabel(at, at + 7_200_000)).toBe(
      `Saved at ${new Date(at).toLocaleTimeString()}`,
    );
  });
});

describe("averageMinutes and toPercent", () => {
  it("rounds seconds to minutes, or shows a dash", () => {
    expect(averageMinutes(89)).toBe("1");
    expect(averageMinutes(90)).toBe("2");
    expect(averageMinutes(0)).toBe("0");
    expect(averageMinutes(undefined)).toBe("-");
    expect(averageMinutes(null)).toBe("-");
    expect(averageMinutes(Number.NaN)).toBe("-");
  });

  it("turns a fraction into a whole percentage", () => {
    expect(toPercent(0.3)).toBe(30);
    expect(toPercent(1)).toBe(100);
    expect(toPercent(0)).toBe(0);
  });
});

describe("ratingCaption", () => {
  it("captions each band of the slider", () => {
    const captions = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(ratingCaption);
    expect(captions).toEqual([
      ...Array(3).fill("Not very helpful"),
      ...Array(3).fill("Somewhat valuable"),
      ...Array(2).fill("Very valuable"),
      ...Array(2).fill("Life-changing"),
    ]);
  });
});

describe("clampPositionDigits", () => {
  it("keeps whole numbers from 0 to 10", () => {
    expect([-5, 0, 3, 10, 11, 4.9].map(clampPositionDigits)).toEqual([0, 0, 3, 10, 10, 4]);
    expect(clampPositionDigits(Number.NaN)).toBe(0);
    expect(clampPositionDigits(Number.POSITIVE_INFINITY)).toBe(10);
  });
});
