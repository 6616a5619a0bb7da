import { describe, expect, it } from "vitest";
import {
  isShareAbort,
  SHARE_TARGETS,
  SHARE_TEXT,
  SHARE_TITLE,
  shareMessage,
  shareTargetUrl,
  shareUrl,
} from "./share";

const URL_ = "https://example.org/upgrades";

describe("shareUrl", () => {
  it("is the origin plus /upgrades", () => {
    expect(shareUrl("https://example.org")).toBe(URL_);
    expect(shareUrl("http://localhost:3000")).toBe("http://localhost:3000/upgrades");
  });

  it("does not double the slash after an origin that ends in one", () => {
    expect(shareUrl("https://example.org/")).toBe(URL_);
  });
});

describe("share message", () => {
  it("uses the spec's title and an invitation that leads to the upgrades page", () => {
    expect(SHARE_TITLE).toBe("10 Awareness Upgrades");
    expect(SHARE_TEXT).toMatch(/awareness/i);
    expect(shareMessage(URL_)).toBe(`${SHARE_TEXT} ${URL_}`);
  });
});

describe("shareTargetUrl", () => {
  it("builds a tweet intent with the text and the link", () => {
    const url = new URL(shareTargetUrl("twitter", URL_, "Try this & that"));
    expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet");
    expect(url.searchParams.get("text")).toBe("Try this & that");
    expect(url.searchParams.get("url")).toBe(URL_);
  });

  it("builds a Facebook sharer link for the page", () => {
    const url = new URL(shareTargetUrl("facebook", URL_));
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(url.searchParams.get("u")).toBe(URL_);
    expect(url.searchParams.get("quote")).toBe(SHARE_TEXT);
  });

  it("builds a LinkedIn share link for the page", () => {
    const url = new URL(shareTargetUrl("linkedin", URL_));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(url.searchParams.get("url")).toBe(URL_);
  });

  it("builds a WhatsApp link whose text carries both the invitation and the link", () => {
    const url = new URL(shareTargetUrl("whatsapp", URL_, "Join me"));
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(`Join me ${URL_}`);
  });

  it("escapes characters that would break out of the query string", () => {
    for (const target of SHARE_TARGETS) {
      const built = shareTargetUrl(target, "https://x.test/upgrades?a=1&b=2#frag", "50% #1 & more");
      expect(built).not.toContain("#");
      expect(built.split("?")).toHaveLength(2);
    }
  });
});

describe("isShareAbort", () => {
  it("recognises the user dismissing the share sheet", () => {
    expect(isShareAbort(new DOMException("Share canceled", "AbortError"))).toBe(true);
  });

  it("treats anything else as a real failure", () => {
    expect(isShareAbort(new DOMException("Not allowed", "NotAllowedError"))).toBe(false);
    expect(isShareAbort(new Error("boom"))).toBe(false);
    expect(isShareAbort("AbortError")).toBe(false);
    expect(isShareAbort(null)).toBe(false);
  });
});
