import { afterEach, describe, expect, it, vi } from "vitest";
import { networkFailureMessage, postJson, RequestError, sendForm } from "@/lib/http/client";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );

describe("browser JSON calls (public §8)", () => {
  it("resolves with the answer of a successful call", async () => {
    answer(201, JSON.stringify({ success: true, message: "Thank you!" }));
    await expect(postJson("/api/x", {})).resolves.toEqual({ success: true, message: "Thank you!" });
  });

  it("raises the server's message and field errors", async () => {
    answer(400, JSON.stringify({ success: false, message: "Please enter your name", errors: { name: "x" } }));
    const error = await postJson("/api/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ message: "Please enter your name", status: 400, errors: { name: "x" } });
  });

  it("raises HTTP error! status: {code} when the answer has no message", async () => {
    answer(502, "");
    await expect(postJson("/api/x", {})).rejects.toThrow("HTTP error! status: 502");
  });

  it("raises the network-failure text when the request never arrives", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(postJson("/api/x", {})).rejects.toMatchObject({ message: networkFailureMessage, status: 0 });
    await expect(sendForm("/api/x", "POST", new FormData())).rejects.toMatchObject({
      message: networkFailureMessage,
      status: 0,
    });
  });
});
