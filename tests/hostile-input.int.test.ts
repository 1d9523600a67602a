// The cases that answered 500 before input was cleaned in one place: a NUL byte in any text field, a lone UTF-16
// surrogate (PostgreSQL's jsonb refuses one), and JSON nested thousands of levels deep. Each answers in the one
// error shape or succeeds without the NUL (a lone surrogate becomes U+FFFD, as a UTF-8 decoder writes it); never 500.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { PUT as updateProfile } from "@/app/api/auth/update-profile/route";
import { POST as waitlist } from "@/app/api/courses/waitlist/route";
import { POST as contact } from "@/app/api/email/contact/route";
import { POST as lead } from "@/app/api/leads/route";
import { PUT as rejectEvent } from "@/app/api/events/admin/[id]/reject/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, uniqueSuffix } from "@/tests/accounts";
import { ctx, jobPayload } from "@/tests/listings";

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function rawRequest(method: string, url: string, text: string, cookie?: string) {
  const request = apiRequest(method, url, { cookie, headers: { "content-type": "application/json" } });
  return new (request.constructor as typeof Request)(request.url, {
    method,
    headers: request.headers,
    body: text,
  }) as typeof request;
}

describe("hostile input never reaches the database as a 500", () => {
  it("a NUL in the login email is a 401, not a 500", async () => {
    const res = await login(
      apiRequest("POST", "/api/auth/login", { body: { email: "a\u0000@example.com", password: "x" } }),
      routeContext,
    );
    expect(res.status).toBe(401);
  });

  it("a NUL in a contact message is stored without it", async () => {
    const mail = `nul-${uniqueSuffix()}@example.com`;
    const res = await contact(
      apiRequest("POST", "/api/email/contact", {
        body: { name: "As\u0000ha", mail, subject: "Hi\u0000", message: "Hello\u0000 there" },
      }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const stored = await db.contactMessage.findFirstOrThrow({
      where: { email: mail },
      select: { name: true, message: true },
    });
    expect(stored).toEqual({ name: "Asha", message: "Hello there" });
  });

  it("a NUL in a waitlist entry is refused or stored without it", async () => {
    const res = await waitlist(
      apiRequest("POST", "/api/courses/waitlist", {
        body: { courseId: "no-such\u0000course", name: "A\u0000", email: `w-${uniqueSuffix()}@example.com` },
      }),
      routeContext,
    );
    expect(res.status).toBeLessThan(500);
  });

  it("a NUL in a profile update is saved without it", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    const res = await updateProfile(
      apiRequest("PUT", "/api/auth/update-profile", {
        cookie,
        body: { firstName: "Fa\u0000rah", lastName: "Khan", bio: "Rust\u0000" },
      }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const saved = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { firstName: true, bio: true },
    });
    expect(saved).toEqual({ firstName: "Farah", bio: "Rust" });
  });

  it("a NUL in an admin's rejection reason is saved without it", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const res = await rejectEvent(
      apiRequest("PUT", "/api/events/admin/x/reject", {
        cookie: await sessionCookieFor(admin),
        body: { rejectionReason: "Spam links\u0000" },
      }),
      ctx("no-such-event"),
    );
    expect(res.status).toBe(404);
  });

  it("a lone surrogate in a demo request's message, service or preferred time (jsonb) is stored as U+FFFD", async () => {
    const email = `lone-${uniqueSuffix()}@example.com`;
    const res = await lead(
      apiRequest("POST", "/api/leads", {
        body: {
          kind: "service-demo",
          fullName: "Asha \uD83D",
          email,
          organization: "\uDE00Labs",
          service: "Audits \uDC00",
          preferredDateTime: "Monday \uD800 10am",
          message: "Hello \uD83D\uDE00 and a broken half \uD83D there",
        },
      }),
      routeContext,
    );
    expect(res.status).toBe(201);
    const stored = await db.lead.findFirstOrThrow({
      where: { email },
      select: { name: true, company: true, details: true },
    });
    expect(stored).toEqual({
      name: "Asha \uFFFD",
      company: "\uFFFDLabs",
      details: {
        service: "Audits \uFFFD",
        preferredDateTime: "Monday \uFFFD 10am",
        message: "Hello \uD83D\uDE00 and a broken half \uFFFD there",
      },
    });
  });

  it("a lone surrogate in a key or an email is a 400 or cleaned, never a 500", async () => {
    const res = await lead(
      apiRequest("POST", "/api/leads", {
        body: { kind: "service-demo", fullName: "A", email: "a\uD800@example.com", ["x\uDBFF"]: "\uDFFF" },
      }),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "validation_failed" });
  });

  it("JSON nested 5,000 levels deep is a 400 in the error shape and writes nothing", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member);
    const before = await db.job.count({ where: { postedById: member.id } });
    const res = await postJob(rawRequest("POST", "/api/jobs", deep(5_000), cookie), routeContext);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: "bad_request" });
    const nul = await postJob(
      apiRequest("POST", "/api/jobs", { cookie, body: jobPayload({ title: "Zero\u0000 knowledge" }) }),
      routeContext,
    );
    expect(nul.status).toBe(201);
    expect(((await nul.json()) as { job: { title: string } }).job.title).toBe("Zero knowledge");
    expect(await db.job.count({ where: { postedById: member.id } })).toBe(before + 1);
  });
});
