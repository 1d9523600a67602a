import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/leads/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { mailsTo, postJson, routeContext, uniqueIp } from "@/tests/helpers/api";

const url = "http://localhost/api/leads";
const send = (body: unknown, ip?: string) => POST(postJson(url, body, ip), routeContext);
const email = () => `lead-${crypto.randomUUID()}@example.com`;

describe("POST /api/leads", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores a demo booking as a lead and tells the team", async () => {
    const address = email();
    const res = await send({
      kind: "demo-booking",
      name: "Kiran Rao",
      email: address,
      phone: "+91 98450 00000",
      company: "Desi Threads",
      projectType: "AI / LLM product",
      message: "A Hinglish support bot.",
      preferredDate: "2026-12-01",
      preferredTime: "",
    });
    expect(res.status).toBe(201);
    const [lead] = await db.lead.findMany({ where: { email: address } });
    expect(lead).toMatchObject({
      kind: "demo-booking",
      name: "Kiran Rao",
      phone: "+91 98450 00000",
      company: "Desi Threads",
    });
    expect(lead!.details).toMatchObject({ projectType: "AI / LLM product", preferredDate: "2026-12-01" });
    const mails = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === address);
    expect(mails.map((m) => m.subject)).toEqual(["[Lead] demo-booking: Kiran Rao"]);
  });

  it("stores a service demo request", async () => {
    const address = email();
    const res = await send({
      kind: "service-demo",
      fullName: "Farah Khan",
      email: address,
      service: "AI & LLM Solutions",
    });
    expect(res.status).toBe(201);
    const [lead] = await db.lead.findMany({ where: { email: address } });
    expect(lead).toMatchObject({ kind: "service-demo", name: "Farah Khan", company: null });
  });

  it.each([
    [{ kind: "demo-booking", name: "", email: "a@b.co", projectType: "x" }, "name", "Please enter your name"],
    [
      { kind: "demo-booking", name: "A", email: "a@b.co", projectType: " " },
      "projectType",
      "Please choose a project type",
    ],
    [{ kind: "service-demo", fullName: "", email: "a@b.co" }, "fullName", "Please enter your full name"],
    [{ kind: "service-demo", fullName: "A", email: "nope" }, "email", "Please enter a valid email address"],
  ])("refuses %j with the field's message", async (body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[field]).toBe(message);
  });

  it("refuses an unknown kind and odd bodies without a 500", async () => {
    for (const body of [{ kind: "other" }, {}, [], null, "x"]) expect((await send(body)).status).toBe(400);
  });

  it("rate-limits per IP with 429 and Retry-After", async () => {
    const ip = uniqueIp();
    const body = () => ({ kind: "service-demo", fullName: "A", email: email() });
    for (let i = 0; i < 10; i++) expect((await send(body(), ip)).status).toBe(201);
    const res = await send(body(), ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
