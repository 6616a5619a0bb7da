import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./sync-experiences", () => ({ syncExperiences: vi.fn() }));

import { isDraftWorthSaving, markSaved, readSubmitted, recordSubmission } from "./step-records";
import { syncExperiences } from "./sync-experiences";
import { pendingEntries, uploadPendingExperiences } from "./upload-pending";
import { reconnectDelay } from "./use-collective-stream";

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const sync = vi.mocked(syncExperiences);

beforeEach(() => {
  vi.stubGlobal("window", {
    localStorage: fakeStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  sync.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const store = () => window.localStorage;

describe("local step records", () => {
  it("writes submitted and data, and reuses the idempotency key only for the same submission", () => {
    const first = recordSubmission(2, "hello", 7, 1000);
    expect(JSON.parse(store().getItem("step_2_data") ?? "")).toEqual({
      stepNumber: 2,
      experience: "hello",
      rating: 7,
      timestamp: 1000,
    });
    expect(readSubmitted(2)).toEqual(first);
    expect(recordSubmission(2, "hello", 7).idempotencyKey).toBe(first.idempotencyKey);
    expect(recordSubmission(2, "hello again", 7).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it("marks a save: saved set with a ms timestamp, draft and submitted removed", () => {
    store().setItem("step_3_draft", JSON.stringify({ experience: "x", rating: 5, timestamp: 1 }));
    recordSubmission(3, "done", 9);
    markSaved(3, "done", 9, 4242);
    expect(store().getItem("step_3_draft")).toBeNull();
    expect(store().getItem("step_3_submitted")).toBeNull();
    expect(JSON.parse(store().getItem("step_3_saved") ?? "")).toEqual({
      experience: "done",
      rating: 9,
      timestamp: 4242,
    });
  });

  it("keeps a draft only once it moved from empty text and rating 5", () => {
    expect(isDraftWorthSaving("", 5)).toBe(false);
    expect(isDraftWorthSaving("", 6)).toBe(true);
    expect(isDraftWorthSaving("a", 5)).toBe(true);
  });
});

describe("post-login upload", () => {
  it("sends only entries with both text and a rating", () => {
    store().setItem("step_1_submitted", JSON.stringify({ experience: "one", rating: 4 }));
    store().setItem("step_2_submitted", JSON.stringify({ experience: "", rating: 4 }));
    store().setItem("step_3_submitted", JSON.stringify({ experience: "three" }));
    store().setItem("step_4_submitted", "not json");
    expect(pendingEntries().map(({ entry }) => entry.stepNumber)).toEqual([1]);
  });

  it("stores saved entries and removes the pending ones; locked ones stay", async () => {
    recordSubmission(1, "one", 4);
    recordSubmission(2, "two", 8);
    sync.mockResolvedValue([
      { stepNumber: 1, status: "already-saved" },
      { stepNumber: 2, status: "locked" },
    ]);
    expect(await uploadPendingExperiences()).toEqual([1]);
    const sent = sync.mock.calls[0]?.[0] ?? [];
    expect(sent.map((entry) => entry.stepNumber)).toEqual([1, 2]);
    expect(sent.every((entry) => entry.idempotencyKey.length >= 8)).toBe(true);
    expect(store().getItem("step_1_submitted")).toBeNull();
    expect(JSON.parse(store().getItem("step_1_saved") ?? "")).toMatchObject({
      experience: "one",
      rating: 4,
    });
    expect(store().getItem("step_2_submitted")).not.toBeNull();
  });

  it("gives pending entries without a key one, kept for the retry", async () => {
    store().setItem("step_5_submitted", JSON.stringify({ experience: "five", rating: 5 }));
    sync.mockRejectedValue(new Error("offline"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await uploadPendingExperiences()).toEqual([]);
    expect(error).toHaveBeenCalledWith("Error in post-auth handler", expect.any(Error));
    const kept = JSON.parse(store().getItem("step_5_submitted") ?? "");
    expect(kept.idempotencyKey).toBe(sync.mock.calls[0]?.[0][0]?.idempotencyKey);
    error.mockRestore();
  });

  it("does not call the server when nothing is pending", async () => {
    expect(await uploadPendingExperiences()).toEqual([]);
    expect(sync).not.toHaveBeenCalled();
  });
});

describe("event stream reconnect", () => {
  it("waits 1, 2, 5, then 10 s", () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
  });
});
