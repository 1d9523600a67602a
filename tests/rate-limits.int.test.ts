// Rate limits named on apiHandler's `rateLimit` option (issue #41, item 8): counted per member when signed in,
// else per client address, before the body is read; beyond the limit 429 with Retry-After and the rule's words, and
// nothing changed. Each write path the issue names has its rule; the list's Mark all read form shares the API's.
// An image counts against imageUploadsByUser on every listing path (jobs, gigs, startups, events), not only events.
// A window is filled by writing its counter, not by calling a route hundreds of times.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as markAllReadForm } from "@/app/[locale]/(member)/dashboard/(sections)/notifications/read/route";
import { PUT as putCourse } from "@/app/api/admin/courses/[id]/route";
import { POST as postCourse } from "@/app/api/admin/courses/route";
import { PUT as saveNote } from "@/app/api/applications/[id]/note/route";
import { POST as resetCalendar } from "@/app/api/calendar/token/route";
import { POST as reschedule } from "@/app/api/consultations/[id]/reschedule/route";
import { DELETE as unmarkInterest, POST as markInterest } from "@/app/api/events/[id]/interest/route";
import { PUT as putGig } from "@/app/api/gigs/[id]/route";
import { POST as postGig } from "@/app/api/gigs/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { POST as markRead } from "@/app/api/notifications/read/route";
import { DELETE as deleteSearch, PATCH as renameSearch } from "@/app/api/saved-searches/[id]/route";
import { POST as saveSearch } from "@/app/api/saved-searches/route";
import { PUT as putStartup } from "@/app/api/startups/[id]/route";
import { POST as postStartup } from "@/app/api/startups/route";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";
import { rateRules, type RuleSpec } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, uniqueSuffix } from "@/tests/accounts";
import { gigPayload } from "@/tests/gigs";
import { clearListingLimits, ctx, formDataOf, formRequest, jobPayload, pngFile } from "@/tests/listings";

/** Writes the counter of `rule` for `subject` as full: the next hit is over the limit. */
async function fillUp(rule: Pick<RuleSpec, "key" | "limit" | "windowSeconds">, subject: string) {
  const key = `${rule.key}:${subject}`;
  const resetAt = new Date(Date.now() + rule.windowSeconds * 1000);
  await db.rateLimit.upsert({
    where: { key },
    create: { key, count: rule.limit, resetAt },
    update: { count: rule.limit, resetAt },
  });
}

async function member() {
  const user = await createTestUser();
  return { ...user, cookie: await sessionCookieFor(user) };
}

async function expectRefused(res: Response, rule: RuleSpec) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ success: false, code: "rate_limited", message: rule.message });
}

describe("apiHandler's rateLimit option", () => {
  const rule = () => ({
    key: `test:${uniqueSuffix()}`,
    limit: 2,
    windowSeconds: 600,
    message: "Slow down, please.",
  });

  it("counts a guest by address: over the limit 429 with Retry-After; another address is still served", async () => {
    const r = rule();
    const route = apiHandler({ rateLimit: r }, async () => ({ success: true }));
    const call = (ip: string) => route(apiRequest("POST", "/api/test", { ip }), routeContext);
    expect((await call("10.1.1.1")).status).toBe(200);
    expect((await call("10.1.1.1")).status).toBe(200);
    await expectRefused(await call("10.1.1.1"), r);
    expect((await call("10.1.1.2")).status).toBe(200);
  });

  it("counts a signed-in member by id, whatever the address, before the body is read", async () => {
    const r = rule();
    const who = await member();
    const route = apiHandler({ auth: "member", rateLimit: r }, async () => ({ success: true }));
    const call = (ip: string, body: unknown = {}) =>
      route(apiRequest("POST", "/api/test", { ip, cookie: who.cookie, body }), routeContext);
    expect((await call("10.2.0.1")).status).toBe(200);
    expect((await call("10.2.0.2")).status).toBe(200);
    await expectRefused(await call("10.2.0.3", "not an object"), r);
    const other = await member();
    const res = await route(
      apiRequest("POST", "/api/test", { cookie: other.cookie, body: {} }),
      routeContext,
    );
    expect(res.status).toBe(200);
    // A guest on a member route is refused as a guest, and counts nothing.
    expect((await route(apiRequest("POST", "/api/test", { body: {} }), routeContext)).status).toBe(401);
  });
});

type Call = (cookie: string) => Promise<Response>;
const id = "c".repeat(25);
const writePaths: [string, RuleSpec, Call][] = [
  [
    "POST /api/notifications/read",
    rateRules.notificationsReadByUser,
    (cookie) =>
      markRead(apiRequest("POST", "/api/notifications/read", { cookie, body: { all: true } }), routeContext),
  ],
  [
    "POST /api/calendar/token",
    rateRules.calendarResetsByUser,
    (cookie) => resetCalendar(apiRequest("POST", "/api/calendar/token", { cookie }), routeContext),
  ],
  [
    "POST /api/events/{id}/interest",
    rateRules.eventInterestByUser,
    (cookie) => markInterest(apiRequest("POST", `/api/events/${id}/interest`, { cookie }), ctx(id)),
  ],
  [
    "DELETE /api/events/{id}/interest",
    rateRules.eventInterestByUser,
    (cookie) => unmarkInterest(apiRequest("DELETE", `/api/events/${id}/interest`, { cookie }), ctx(id)),
  ],
  [
    "POST /api/saved-searches",
    rateRules.savedSearchChangesByUser,
    (cookie) =>
      saveSearch(
        apiRequest("POST", "/api/saved-searches", {
          cookie,
          body: { list: "jobs", query: "q=rust", name: "Rust jobs", frequency: "daily" },
        }),
        routeContext,
      ),
  ],
  [
    "PATCH /api/saved-searches/{id}",
    rateRules.savedSearchChangesByUser,
    (cookie) =>
      renameSearch(
        apiRequest("PATCH", `/api/saved-searches/${id}`, { cookie, body: { name: "New" } }),
        ctx(id),
      ),
  ],
  [
    "DELETE /api/saved-searches/{id}",
    rateRules.savedSearchChangesByUser,
    (cookie) => deleteSearch(apiRequest("DELETE", `/api/saved-searches/${id}`, { cookie }), ctx(id)),
  ],
  [
    "PUT /api/applications/{id}/note",
    rateRules.applicantNotesByUser,
    (cookie) =>
      saveNote(apiRequest("PUT", `/api/applications/${id}/note`, { cookie, body: { note: "Hi" } }), ctx(id)),
  ],
  [
    "POST /api/consultations/{id}/reschedule",
    rateRules.reschedulesByUser,
    (cookie) =>
      reschedule(
        apiRequest("POST", `/api/consultations/${id}/reschedule`, {
          cookie,
          body: { slotStart: "2027-01-04T10:00:00+05:30" },
        }),
        ctx(id),
      ),
  ],
];

describe("the member write paths that had no ceiling", () => {
  it.each(writePaths)(
    "%s: over its rule, 429 with its words; another member is served",
    async (_name, rule, call) => {
      const who = await member();
      await fillUp(rule, `member:${who.id}`);
      await expectRefused(await call(who.cookie), rule);
      const other = await member();
      expect((await call(other.cookie)).status).not.toBe(429);
    },
  );

  it("a calendar address reset over the limit keeps the old address", async () => {
    const who = await member();
    const first = await resetCalendar(
      apiRequest("POST", "/api/calendar/token", { cookie: who.cookie }),
      routeContext,
    );
    expect(first.status).toBe(200);
    const before = await db.calendarFeed.findUniqueOrThrow({
      where: { userId: who.id },
      select: { token: true },
    });
    await fillUp(rateRules.calendarResetsByUser, `member:${who.id}`);
    const res = await resetCalendar(
      apiRequest("POST", "/api/calendar/token", { cookie: who.cookie }),
      routeContext,
    );
    expect(res.status).toBe(429);
    expect(
      await db.calendarFeed.findUniqueOrThrow({ where: { userId: who.id }, select: { token: true } }),
    ).toEqual(before);
  });
});

describe("the list's Mark all read form", () => {
  const form = (cookie: string) =>
    markAllReadForm(
      new NextRequest("http://localhost/dashboard/notifications/read", {
        method: "POST",
        headers: { cookie, "x-forwarded-for": "10.3.0.1" },
      }),
    );

  it("shares the API's rule: over it, 429 in plain words with Retry-After, and nothing is marked", async () => {
    const who = await member();
    await db.notification.create({
      data: { userId: who.id, kind: "coins_credited", title: "Coins", href: "/dashboard/coins" },
    });
    const rule = rateRules.notificationsReadByUser;
    await fillUp({ ...rule, limit: rule.limit - 1 }, `member:${who.id}`);
    const api = await markRead(
      apiRequest("POST", "/api/notifications/read", { cookie: who.cookie, body: { ids: [id] } }),
      routeContext,
    );
    expect(api.status).toBe(200);
    const res = await form(who.cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(rule.message);
    expect(await db.notification.count({ where: { userId: who.id, readAt: null } })).toBe(1);
  });
});

const startupPayload = () => ({
  name: `Kisan Ledger ${uniqueSuffix()}`,
  shortDescription: "Crop loans on-chain for farmer co-operatives.",
  description: "We tokenise warehouse receipts so co-operatives can borrow against stored grain.",
  industry: "AgriFinance",
  stage: "Pre-seed",
  location: "Nagpur",
  teamSize: "5-10",
  founded: "2025",
  website: "https://kisanledger.example",
  contactEmail: "founders@kisanledger.example",
});

function jobForm(): Record<string, string> {
  const { skills, requirements, benefits, ...fields } = jobPayload();
  return {
    ...(fields as Record<string, string>),
    skills: skills.join(", "),
    requirements: requirements.join("\n"),
    benefits: benefits.join("\n"),
  };
}

const gigForm = (): Record<string, string> =>
  Object.fromEntries(Object.entries(gigPayload()).map(([k, v]) => [k, String(v)]));

type Kind = "job" | "gig" | "startup";
const listingRoutes: Record<
  Kind,
  { url: string; fields: () => Record<string, string>; post: typeof postJob; put: typeof putJob }
> = {
  job: { url: "/api/jobs", fields: jobForm, post: postJob, put: putJob },
  gig: { url: "/api/gigs", fields: gigForm, post: postGig, put: putGig },
  startup: { url: "/api/startups", fields: startupPayload, post: postStartup, put: putStartup },
};
const tables = {
  job: (userId: string) => db.job.count({ where: { postedById: userId } }),
  gig: (userId: string) => db.gig.count({ where: { postedById: userId } }),
  startup: (userId: string) => db.startup.count({ where: { postedById: userId } }),
};

describe("image uploads count on every listing path", () => {
  it.each(["job", "gig", "startup"] as const)(
    "a %s with an image, sent or edited past imageUploadsByUser, is 429 and changes nothing; without one it is served",
    async (kind) => {
      const { url, fields, post, put } = listingRoutes[kind];
      const who = await member();
      await clearListingLimits(who.id);
      await fillUp(rateRules.imageUploadsByUser, who.id);
      const withImage = async () => formDataOf({ ...fields(), image: await pngFile() });

      const refused = await post(formRequest("POST", url, await withImage(), who.cookie), routeContext);
      await expectRefused(refused, rateRules.imageUploadsByUser);
      expect(await tables[kind](who.id)).toBe(0);

      const plain = await post(formRequest("POST", url, formDataOf(fields()), who.cookie), routeContext);
      expect(plain.status).toBe(201);
      const created = ((await plain.json()) as Record<string, { id: string; image: string | null }>)[kind]!;
      const edit = await put(
        formRequest("PUT", `${url}/${created.id}`, await withImage(), who.cookie),
        ctx(created.id),
      );
      await expectRefused(edit, rateRules.imageUploadsByUser);
      expect(await tables[kind](who.id)).toBe(1);
    },
  );
});

describe("a course cover counts too (the back office's image uploads)", () => {
  it("past imageUploadsByUser, a new or edited course with a cover is 429 and changes nothing", async () => {
    const admin = await createTestUser({ role: "Admin" });
    const cookie = await sessionCookieFor(admin);
    const course = {
      title: `Rust ${uniqueSuffix()}`,
      description: "Anchor programs.",
      category: "blockchain",
      duration: "5 weeks",
      difficulty: "Intermediate",
    };
    await fillUp(rateRules.imageUploadsByUser, admin.id);
    const before = await db.course.count();
    const withCover = async () => formDataOf({ ...course, image: await pngFile("cover.png") });
    await expectRefused(
      await postCourse(formRequest("POST", "/api/admin/courses", await withCover(), cookie), routeContext),
      rateRules.imageUploadsByUser,
    );
    expect(await db.course.count()).toBe(before);
    const plain = await postCourse(
      formRequest("POST", "/api/admin/courses", formDataOf(course), cookie),
      routeContext,
    );
    expect(plain.status).toBe(201);
    const { id } = ((await plain.json()) as { course: { id: string } }).course;
    const edit = await putCourse(
      formRequest("PUT", `/api/admin/courses/${id}`, await withCover(), cookie),
      ctx(id),
    );
    await expectRefused(edit, rateRules.imageUploadsByUser);
    expect(await db.course.findUniqueOrThrow({ where: { id }, select: { imageId: true } })).toEqual({
      imageId: null,
    });
    // The course list is shared with later files (the seed test counts it): leave it as found.
    await db.course.delete({ where: { id } });
  });
});
