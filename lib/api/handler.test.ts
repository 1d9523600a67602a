import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, tooManyRequests } from "@/lib/errors";
import { apiHandler, describedRoute } from "@/lib/api/handler";

const context = { params: Promise.resolve({}) };

function post(
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) {
  const init = { method: "POST", body, headers, duplex: "half" } as RequestInit;
  return new NextRequest(new Request("http://localhost/api/thing", init));
}

const Input = z.object({
  name: z.string().min(1, "Name is required"),
  email: z.email("Please enter a valid email address"),
});

const echo = apiHandler({ body: Input, bodyLimit: 64 }, async ({ body }) => ({ success: true, body }));

describe("apiHandler", () => {
  it("passes parsed input to the handler and answers JSON", async () => {
    const res = await echo(
      post(JSON.stringify({ name: "Asha", email: "asha@example.com", extra: 1 })),
      context,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, body: { name: "Asha", email: "asha@example.com" } });
  });

  it("answers 400 with one message per field for invalid input", async () => {
    const res = await echo(post(JSON.stringify({ name: "", email: "nope" })), context);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: "validation_failed",
      message: "Name is required",
      errors: { name: "Name is required", email: "Please enter a valid email address" },
    });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await echo(post("name=x", { "content-type": "application/x-www-form-urlencoded" }), context);
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe("unsupported_media_type");
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await echo(post("{not json"), context);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("The request body is not valid JSON.");
  });

  it("answers 413 from Content-Length before reading the body", async () => {
    const res = await echo(
      post("{}", { "content-type": "application/json", "content-length": "100000" }),
      context,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
  });

  it("answers 413 while streaming a body with no Content-Length", async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('"0123456789"'));
        controller.close();
      },
    });
    const res = await echo(post(stream), context);
    expect(res.status).toBe(413);
  });

  it("turns an ApiError into its status, message and headers", async () => {
    const limited = apiHandler({}, async () => {
      throw tooManyRequests("Too many requests. Please try again later.", 41.2);
    });
    const res = await limited(post(null), context);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("42");
    expect(await res.json()).toEqual({
      success: false,
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
    });
  });

  it("maps Prisma's not-found and unique errors to 404 and 409", async () => {
    const missing = apiHandler({}, async () => {
      throw Object.assign(new Error("No record"), { code: "P2025" });
    });
    expect((await missing(post(null), context)).status).toBe(404);
    const clash = apiHandler({}, async () => {
      throw Object.assign(new Error("Unique constraint failed on User_email_key"), { code: "P2002" });
    });
    const res = await clash(post(null), context);
    expect(res.status).toBe(409);
    expect(JSON.stringify(await res.json())).not.toContain("User_email_key");
  });

  it("hides unexpected errors behind a generic 500 with a request id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = apiHandler({}, async () => {
      throw new Error('relation "User" does not exist at SELECT * FROM secret');
    });
    const res = await broken(post(null), context);
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.code).toBe("internal_error");
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/SELECT|relation|at /);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("keeps an ApiError's field errors", async () => {
    const taken = apiHandler({}, async () => {
      throw new ApiError("conflict", "Email already registered", { email: "Email already registered" });
    });
    const res = await taken(post(null), context);
    expect(res.status).toBe(409);
    expect((await res.json()).errors).toEqual({ email: "Email already registered" });
  });

  it("answers a plain value with its `status`, and leaves a returned Response's own", async () => {
    const create = apiHandler({ status: 201 }, async () => ({ success: true }));
    expect((await create(post(null), context)).status).toBe(201);
    const either = apiHandler({ status: 201 }, async () => Response.json({ success: true }));
    expect((await either(post(null), context)).status).toBe(200);
  });

  it("keeps the route's words for the API description, its success status among them", () => {
    const words = { tag: "Forms", summary: "Send a thing" } as const;
    expect(apiHandler({ ...words, status: 201, auth: "member" }, async () => null).contract).toMatchObject({
      auth: "member",
      operation: { ...words, ok: 201 },
    });
    expect(apiHandler({}, async () => null).contract.operation).toBeUndefined();
    const health = describedRoute({ tag: "Operations", summary: "Up", produces: "text/plain" }, () => "ok");
    expect(health()).toBe("ok");
    expect(health.contract).toMatchObject({ auth: "none", operation: { summary: "Up", ok: 200 } });
  });
});
