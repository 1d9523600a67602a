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

  it("stores the demo request of either entry point as one kind of lead and tells the team", async () => {
    const fromCard = email();
    const fromPage = email();
    const card = await send({
      kind: "service-demo",
      service: "AI & LLM Solutions",
      fullName: "Kiran Rao",
      email: fromCard,
      organization: "Desi Threads",
      preferredDateTime: "2026-12-01T11:00",
      message: "A Hinglish support bot.",
    });
    expect(card.status).toBe(201);
    // The page's own Request a Demo sends the same fields, without a service.
    const page = await send({ kind: "service-demo", service: "", fullName: "Farah Khan", email: fromPage });
    expect(page.status).toBe(201);

    const leads = await db.lead.findMany({ where: { email: { in: [fromCard, fromPage] } } });
    expect(new Set(leads.map((l) => l.kind))).toEqual(new Set(["service-demo"]));
    const lead = leads.find((l) => l.email === fromCard)!;
    expect(lead).toMatchObject({ name: "Kiran Rao", company: "Desi Threads", phone: null });
    expect(lead.details).toMatchObject({
      service: "AI & LLM Solutions",
      preferredDateTime: "2026-12-01T11:00",
    });
    expect(leads.find((l) => l.email === fromPage)).toMatchObject({ name: "Farah Khan", company: null });
    const mails = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === fromCard);
    expect(mails.map((m) => m.subject)).toEqual(["[Lead] service-demo: Kiran Rao"]);
  });

  it("refuses the second form's fields (there is one demo form) and stores nothing", async () => {
    const address = email();
    const res = await send({
      kind: "demo-booking",
      name: "Kiran Rao",
      email: address,
      projectType: "AI / LLM product",
    });
    expect(res.status).toBe(400);
    expect(await db.lead.count({ where: { email: address } })).toBe(0);
  });

  it.each([
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
