import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, errorMessage } from "./api-client";

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const fetchMock = vi.fn(
    async () =>
      new Response(text === "" ? null : text, {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api client", () => {
  it("sends JSON with same-origin credentials and returns the parsed body", async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(api.post("/api/thing", { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/thing",
      expect.objectContaining({
        method: "POST",
        credentials: "same-origin",
        body: JSON.stringify({ a: 1 }),
        headers: expect.objectContaining({ "Content-Type": "application/json" }),
      }),
    );
  });

  it("returns undefined for an empty answer", async () => {
    respond(204, undefined);
    await expect(api.delete("/api/thing")).resolves.toBeUndefined();
  });

  it("turns the error shape into an ApiError", async () => {
    respond(400, {
      error: {
        code: "VALIDATION_ERROR",
        message: "Password must contain at least one number",
        fields: { password: "Password must contain at least one number", bad: 3 },
      },
    });
    const error = await api.post("/api/auth/sign-up/email", {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "Password must contain at least one number",
      fields: { password: "Password must contain at least one number" },
    });
  });

  it("reads X-Retry-After on 429", async () => {
    respond(
      429,
      { error: { code: "RATE_LIMITED", message: "Too many requests." } },
      { "X-Retry-After": "7" },
    );
    const error = await api.post("/api/auth/sign-in/email", {}).catch((caught) => caught);
    expect(error).toMatchObject({ status: 429, retryAfter: 7 });
  });

  it("falls back to the caller's text when the server sent no message", async () => {
    respond(500, { unexpected: true });
    const error = await api.get("/api/me").catch((caught) => caught);
    expect(error).toMatchObject({ status: 500, code: "HTTP_500", serverMessage: undefined });
    expect(errorMessage(error, "Failed to create account")).toBe("Failed to create account");
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await api.get("/api/me").catch((caught) => caught);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(errorMessage(error, "fallback")).toBe("fallback");
  });
});
