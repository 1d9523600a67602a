import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/email/contact/route";
import { contactMessages } from "@/lib/contact/messages";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { mailsTo, postJson, routeContext, uniqueIp } from "@/tests/helpers/api";

const url = "http://localhost/api/email/contact";
const valid = () => ({
  name: "Asha Verma",
  mail: `asha-${crypto.randomUUID()}@example.com`,
  subject: "Hackathon partnership",
  message: "Hi team,\n\nWe run a college hackathon in Pune and would love to partner.",
});

const send = (body: unknown, ip?: string) => POST(postJson(url, body, ip), routeContext);

describe("POST /api/email/contact", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores the message, mails the team with Reply-To and answers {success, message}", async () => {
    const input = valid();
    const res = await send(input);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: contactMessages.sent });
    const stored = await db.contactMessage.findMany({ where: { email: input.mail } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: input.name, subject: input.subject, message: input.message });
    const mails = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === input.mail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("[Contact] Hackathon partnership");
    expect(mails[0]!.text).toContain("We run a college hackathon in Pune");
  });

  it("answers a Hindi page (X-Locale) in Hindi; the team's copy stays English", async () => {
    const input = valid();
    const request = postJson(url, input);
    request.headers.set("X-Locale", "hi");
    const res = await POST(request, routeContext);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "ईमेल भेज दिया गया! हम जल्द ही आपसे संपर्क करेंगे।",
    });
    const [mail] = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === input.mail);
    expect(mail!.subject).toBe("[Contact] Hackathon partnership");
    expect(mail!.text).toContain(`From: ${input.name} <${input.mail}>`);
  });

  it.each([
    [{ name: "" }, "name", "Please enter your name"],
    [{ name: "   " }, "name", "Please enter your name"],
    [{ name: undefined }, "name", "Please enter your name"],
    [{ name: "x".repeat(101) }, "name", "Name must be at most 100 characters"],
    [{ mail: "" }, "mail", "Please enter your email address"],
    [{ mail: "not-an-email" }, "mail", "Please enter a valid email address"],
    [{ subject: "" }, "subject", "Please enter a subject"],
    [{ subject: "x".repeat(151) }, "subject", "Subject must be at most 150 characters"],
    [{ message: " " }, "message", "Please enter a message"],
    [{ message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
  ])("refuses %j with a 400 and the field's message", async (change, field, message) => {
    const before = await db.contactMessage.count();
    const res = await send({ ...valid(), ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: "validation_failed", message });
    expect(body.errors[field]).toBe(message);
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("never answers 500 for odd input", async () => {
    for (const body of [null, [], "text", 42, { name: { $gt: "" } }, { mail: ["a@b.co"] }]) {
      expect((await send(body)).status).toBe(400);
    }
  });

  it("allows 5 messages an hour per IP, then answers 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await send(valid(), ip)).status).toBe(200);
    const res = await send(valid(), ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await res.json()).toMatchObject({ success: false, code: "rate_limited" });
    expect((await send(valid(), uniqueIp())).status).toBe(200);
  });

  it("turns a newline in the subject or name into a space: no header can be added", async () => {
    const input = {
      ...valid(),
      name: "Eve\r\nBcc: victim@example.com",
      subject: "Hi\r\nBcc: victim@example.com",
    };
    const res = await send(input);
    expect(res.status).toBe(200);
    const [mail] = (await mailsTo(env.CONTACT_TO_EMAIL)).filter((m) => m.replyTo === input.mail);
    expect(mail!.subject).toBe("[Contact] Hi Bcc: victim@example.com");
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(Object.keys(mail!).sort()).toEqual(["html", "replyTo", "sentAt", "subject", "text", "to"]);
    const [stored] = await db.contactMessage.findMany({ where: { email: input.mail } });
    expect(stored!.name).toBe("Eve Bcc: victim@example.com");
  });

  it("refuses a Reply-To address with a line break", async () => {
    const res = await send({ ...valid(), mail: "a@example.com\r\nBcc: victim@example.com" });
    expect(res.status).toBe(400);
  });
});
