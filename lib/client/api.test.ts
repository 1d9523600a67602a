import { afterEach, describe, expect, it, vi } from "vitest";
import { apiFetch, ApiClientError, errorMessage, networkFailureMessage } from "@/lib/client/api";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) => {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
};

describe("the browser's one client for /api", () => {
  it("sends a value as JSON and resolves with the answer", async () => {
    const fetch = answer(201, JSON.stringify({ success: true, message: "Thank you!" }));
    await expect(apiFetch("/api/x", { body: { a: 1 } })).resolves.toEqual({
      success: true,
      message: "Thank you!",
    });
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", body: '{"a":1}', credentials: "same-origin" });
    expect(init?.headers).toEqual({ "X-Locale": "en", "Content-Type": "application/json" });
  });

  it("sends FormData as multipart, letting the browser set the boundary", async () => {
    const fetch = answer(200, "{}");
    const form = new FormData();
    form.set("name", "Asha");
    await apiFetch("/api/x", { method: "PUT", body: form });
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "PUT", body: form });
    expect(init?.headers).toEqual({ "X-Locale": "en" });
  });

  it("GETs without a body", async () => {
    const fetch = answer(200, "{}");
    await apiFetch("/api/x");
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", body: undefined });
  });

  it("raises the server's message and field errors", async () => {
    answer(400, JSON.stringify({ success: false, message: "Please enter your name", errors: { name: "x" } }));
    const error = await apiFetch("/api/x", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: "Please enter your name", status: 400, errors: { name: "x" } });
    expect(errorMessage(error, "fallback")).toBe("Please enter your name");
  });

  it("reads a non-JSON answer as the message, and says HTTP error! status: {code} for an empty one", async () => {
    answer(503, "Service Unavailable");
    await expect(apiFetch("/api/x")).rejects.toThrow("Service Unavailable");
    answer(502, "");
    await expect(apiFetch("/api/x")).rejects.toThrow("HTTP error! status: 502");
  });

  it("raises the network-failure text when the request never arrives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiFetch("/api/x", { body: {} })).rejects.toMatchObject({
      message: networkFailureMessage,
      status: 0,
    });
    expect(errorMessage(new Error("boom"), "fallback")).toBe("fallback");
  });
});
