import { describe, expect, it } from "vitest";
import {
  STEPS_SHARE_SUBJECT,
  STEPS_SHARE_TARGETS,
  STEPS_SHARE_TEXT,
  stepsShareTargetUrl,
  stepsShareUrl,
} from "./share-links";

const URL_ = "https://example.org/steps";

describe("stepsShareUrl", () => {
  it("is the origin plus /steps", () => {
    expect(stepsShareUrl("https://example.org")).toBe("https://example.org/steps");
    expect(stepsShareUrl("http://localhost:3000/")).toBe("http://localhost:3000/steps");
  });
});

describe("stepsShareTargetUrl", () => {
  it("builds a mailto link with the subject and the text and link in the body", () => {
    const link = stepsShareTargetUrl("email", URL_);
    expect(link.startsWith("mailto:?")).toBe(true);
    const params = new URLSearchParams(link.slice("mailto:?".length));
    expect(params.get("subject")).toBe(STEPS_SHARE_SUBJECT);
    expect(params.get("subject")).toBe("Join Social Steps");
    expect(params.get("body")).toBe(`${STEPS_SHARE_TEXT}\n\n${URL_}`);
  });

  it("builds a tweet intent with the text and url", () => {
    const link = new URL(stepsShareTargetUrl("twitter", URL_));
    expect(link.origin + link.pathname).toBe("https://twitter.com/intent/tweet");
    expect(link.searchParams.get("text")).toBe(STEPS_SHARE_TEXT);
    expect(link.searchParams.get("url")).toBe(URL_);
  });

  it("builds a Facebook sharer for the url", () => {
    const link = new URL(stepsShareTargetUrl("facebook", URL_));
    expect(link.origin + link.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(link.searchParams.get("u")).toBe(URL_);
  });

  it("builds a WhatsApp link whose text ends with the url", () => {
    const link = new URL(stepsShareTargetUrl("whatsapp", URL_, "Join us"));
    expect(link.origin).toBe("https://wa.me");
    expect(link.searchParams.get("text")).toBe(`Join us ${URL_}`);
  });

  it("encodes awkward characters", () => {
    const link = new URL(
      stepsShareTargetUrl("twitter", "https://x.test/steps?a=1&b=2", "a & b #c"),
    );
    expect(link.searchParams.get("text")).toBe("a & b #c");
    expect(link.searchParams.get("url")).toBe("https://x.test/steps?a=1&b=2");
  });

  it("has a builder for every target", () => {
    for (const target of STEPS_SHARE_TARGETS)
      expect(stepsShareTargetUrl(target, URL_)).toContain("steps");
  });
});
