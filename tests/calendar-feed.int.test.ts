// A member's calendar feed (GET /api/calendar/{token}.ics), its reset, and the Interested mark on events.
import { describe, expect, it } from "vitest";
import { GET as readFeed } from "@/app/api/calendar/[feed]/route";
import { POST as resetRoute } from "@/app/api/calendar/token/route";
import { DELETE as unmarkRoute, POST as markRoute } from "@/app/api/events/[id]/interest/route";
import { feedTokenFor } from "@/lib/calendar/mutations";
import { getSessionMinutes } from "@/lib/consultations/availability";
import { utcStamp } from "@/lib/seo/ical";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";

const feedCtx = (feed: string) => ({ params: Promise.resolve({ feed }) });
const eventCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const tag = () => crypto.randomUUID().slice(0, 8);

async function makeEvent(
  title: string,
  overrides: { status?: "approved" | "pending"; date?: Date | null } = {},
) {
  return db.event.create({
    data: {
      title,
      description: "Talks, demos and pizza.",
      location: "Bengaluru",
      status: overrides.status ?? "approved",
      date: overrides.date === undefined ? new Date("2099-02-10T13:30:00Z") : overrides.date,
    },
    select: { id: true },
  });
}

async function makeJob(title: string, deadline: Date | null) {
  return db.job.create({
    data: {
      title,
      company: "Acme Labs",
      description: "Build things.",
      location: "Remote",
      status: "approved",
      applicationDeadline: deadline,
    },
    select: { id: true },
  });
}

async function apply(
  user: TestUser,
  jobId: string,
  status: "pending" | "cancelled" | "rejected" | "closed" = "pending",
) {
  return db.jobApplication.create({
    data: { jobId, userId: user.id, name: "Asha", email: user.email, coverLetter: "Hello", status },
    select: { id: true },
  });
}

async function consult(
  user: TestUser,
  topic: string,
  status: "accepted" | "pending" | "rejected",
  at?: Date,
) {
  return db.consultation.create({
    data: {
      userId: user.id,
      name: "Asha",
      email: user.email,
      mobile: "+91 98765 43210",
      topic,
      message: "Please help.",
      status,
      scheduledDate: at ?? null,
    },
    select: { id: true },
  });
}

async function get(token: string) {
  return readFeed(apiRequest("GET", `/api/calendar/${token}.ics`), feedCtx(`${token}.ics`));
}

/** The feed's VEVENTs as maps of property (with its parameters) → value, after unfolding. */
function parseFeed(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT") {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  expect(current).toBeNull();
  return events;
}

const bySummary = (events: Record<string, string>[], summary: string) =>
  events.find((e) => e.SUMMARY === summary);

describe("GET /api/calendar/{token}.ics", () => {
  it("lists only this member's interests, live applications' deadlines and accepted consultations", async () => {
    const [member, other] = await Promise.all([createTestUser(), createTestUser()]);
    const t = tag();
    const liked = await makeEvent(`Rust meetup ${t}`);
    await makeEvent(`Pending meetup ${t}`, { status: "pending" }).then((e) =>
      db.eventInterest.create({ data: { userId: member.id, eventId: e.id } }),
    );
    const othersEvent = await makeEvent(`Other's meetup ${t}`);
    await db.eventInterest.createMany({
      data: [
        { userId: member.id, eventId: liked.id },
        { userId: other.id, eventId: othersEvent.id },
      ],
    });
    const job = await makeJob(`Intern ${t}`, new Date("2099-03-31T00:00:00Z"));
    const withdrawnJob = await makeJob(`Withdrawn ${t}`, new Date("2099-04-01T00:00:00Z"));
    const application = await apply(member, job.id);
    await apply(member, withdrawnJob.id, "cancelled");
    // An application that went no further (declined, or its job closed early) has no deadline left to keep.
    const declinedJob = await makeJob(`Declined ${t}`, new Date("2099-04-02T00:00:00Z"));
    const closedJob = await makeJob(`Closed early ${t}`, new Date("2099-04-03T00:00:00Z"));
    await apply(member, declinedJob.id, "rejected");
    await apply(member, closedJob.id, "closed");
    await apply(other, job.id);
    const accepted = await consult(member, `Audit ${t}`, "accepted", new Date("2099-05-01T09:30:00Z"));
    await consult(member, `Waiting ${t}`, "pending", new Date("2099-05-02T09:30:00Z"));
    await consult(member, `Declined ${t}`, "rejected");

    const token = await feedTokenFor(member);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("no-store");
    const text = await res.text();
    const events = parseFeed(text);
    const host = new URL(env.SITE_URL).hostname;

    expect(events.map((e) => e.SUMMARY).sort()).toEqual(
      [
        `Rust meetup ${t}`,
        `Application deadline: Intern ${t} at Acme Labs`,
        `Builders Hub consultation: Audit ${t}`,
      ].sort(),
    );
    const meetup = bySummary(events, `Rust meetup ${t}`)!;
    expect(meetup.UID).toBe(`event-${liked.id}@${host}`);
    expect(meetup.DTSTART).toBe("20990210T133000Z");
    expect(meetup.URL).toMatch(new RegExp(`/event/${liked.id}$`));
    const deadline = bySummary(events, `Application deadline: Intern ${t} at Acme Labs`)!;
    expect(deadline.UID).toBe(`application-${application.id}@${host}`);
    expect(deadline["DTSTART;VALUE=DATE"]).toBe("20990331");
    expect(deadline["DTEND;VALUE=DATE"]).toBe("20990401");
    expect(deadline.URL).toMatch(new RegExp(`/job/${job.id}$`));
    const session = bySummary(events, `Builders Hub consultation: Audit ${t}`)!;
    expect(session.UID).toBe(`consultation-${accepted.id}@${host}`);
    expect(session.DTSTART).toBe("20990501T093000Z");
    // A request given a time lasts the session set in Schedule (a booked slot, its own length).
    const end = new Date(Date.parse("2099-05-01T09:30:00Z") + (await getSessionMinutes()) * 60_000);
    expect(session.DTEND).toBe(utcStamp(end));
    expect(session.URL).toMatch(/\/dashboard\/consultations$/);
    for (const e of events) expect(e.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);

    // A second read names the same entries by the same UIDs.
    const again = parseFeed(await (await get(token)).text());
    expect(again.map((e) => e.UID).sort()).toEqual(events.map((e) => e.UID).sort());
    // The first request made the token; later ones keep it.
    expect(await feedTokenFor(member)).toBe(token);
  });

  it("writes a Hindi member's feed in Hindi: its name, titles, descriptions and links; the same UIDs", async () => {
    const member = await createTestUser();
    await db.user.update({ where: { id: member.id }, data: { locale: "hi" } });
    const t = tag();
    const liked = await makeEvent(`Rust meetup ${t}`);
    await db.eventInterest.create({ data: { userId: member.id, eventId: liked.id } });
    const job = await makeJob(`Intern ${t}`, new Date("2099-03-31T00:00:00Z"));
    const application = await apply(member, job.id);
    await consult(member, `Audit ${t}`, "accepted", new Date("2099-05-01T09:30:00Z"));

    const text = await (await get(await feedTokenFor(member))).text();
    expect(text).toContain("X-WR-CALNAME:Builders Hub: मेरा कैलेंडर");
    const events = parseFeed(text);
    const host = new URL(env.SITE_URL).hostname;
    const deadline = bySummary(events, `आवेदन की आख़िरी तारीख: Acme Labs में Intern ${t}`)!;
    expect(deadline.UID).toBe(`application-${application.id}@${host}`);
    expect(deadline.URL).toMatch(new RegExp(`/hi/job/${job.id}$`));
    expect(deadline.DESCRIPTION).toContain(`आपने Acme Labs में Intern ${t} के लिए आवेदन किया है: `);
    const session = bySummary(events, `Builders Hub कंसल्टेशन: Audit ${t}`)!;
    expect(session.URL).toMatch(/\/hi\/dashboard\/consultations$/);
    // The event's own title and description as written; the site's line about it in Hindi.
    const meetup = bySummary(events, `Rust meetup ${t}`)!;
    expect(meetup.UID).toBe(`event-${liked.id}@${host}`);
    expect(meetup.URL).toMatch(new RegExp(`/hi/event/${liked.id}$`));
    expect(meetup.DESCRIPTION).toContain("Talks\\, demos and pizza.");
    expect(meetup.DESCRIPTION).toContain("Builders Hub पर इवेंट: ");
  });

  it("answers 404 in the one error shape for an unknown or malformed token", async () => {
    for (const feed of [`${"A".repeat(43)}.ics`, "nope.ics", "token"]) {
      const res = await readFeed(apiRequest("GET", `/api/calendar/${feed}`), feedCtx(feed));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, code: "not_found" });
    }
  });

  it("makes one token for a member whose first two requests come at once", async () => {
    const member = await createTestUser();
    const [a, b] = await Promise.all([feedTokenFor(member), feedTokenFor(member)]);
    expect(a).toBe(b);
    expect(await db.calendarFeed.count({ where: { userId: member.id } })).toBe(1);
  });

  it("answers 404 for a suspended member's feed", async () => {
    const member = await createTestUser();
    const token = await feedTokenFor(member);
    expect((await get(token)).status).toBe(200);
    await db.user.update({ where: { id: member.id }, data: { suspendedAt: new Date() } });
    expect((await get(token)).status).toBe(404);
  });
});

describe("POST /api/calendar/token", () => {
  it("answers 401 for guests", async () => {
    const res = await resetRoute(apiRequest("POST", "/api/calendar/token"), routeContext);
    expect(res.status).toBe(401);
  });

  it("replaces the token: the old address answers 404, the new one 200", async () => {
    const member = await createTestUser();
    const old = await feedTokenFor(member);
    const res = await resetRoute(
      apiRequest("POST", "/api/calendar/token", { cookie: await sessionCookieFor(member) }),
      routeContext,
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    const fresh = new URL(body.feedUrl).pathname.match(/^\/api\/calendar\/([\w-]{43})\.ics$/)![1]!;
    expect(fresh).not.toBe(old);
    expect(body.webcalUrl).toMatch(/^webcal:\/\//);
    expect(body.googleUrl).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(body.webcalUrl)}`,
    );
    expect((await get(old)).status).toBe(404);
    expect((await get(fresh)).status).toBe(200);
  });
});

describe("POST/DELETE /api/events/{id}/interest", () => {
  it("answers 401 for guests and stores nothing", async () => {
    const event = await makeEvent(`Guest ${tag()}`);
    const res = await markRoute(apiRequest("POST", `/api/events/${event.id}/interest`), eventCtx(event.id));
    expect(res.status).toBe(401);
    expect(await db.eventInterest.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("marks and unmarks idempotently", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member);
    const event = await makeEvent(`Twice ${tag()}`);
    const call = (route: typeof markRoute, method: string) =>
      route(apiRequest(method, `/api/events/${event.id}/interest`, { cookie }), eventCtx(event.id));
    for (let i = 0; i < 2; i++) {
      const res = await call(markRoute, "POST");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, interested: true });
    }
    expect(await db.eventInterest.count({ where: { eventId: event.id, userId: member.id } })).toBe(1);
    for (let i = 0; i < 2; i++) {
      const res = await call(unmarkRoute, "DELETE");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, interested: false });
    }
    expect(await db.eventInterest.count({ where: { eventId: event.id } })).toBe(0);
  });

  it("answers 404 for an event that is not approved or does not exist", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member);
    const pending = await makeEvent(`Pending ${tag()}`, { status: "pending" });
    for (const id of [pending.id, "no-such-event"]) {
      const res = await markRoute(apiRequest("POST", `/api/events/${id}/interest`, { cookie }), eventCtx(id));
      expect(res.status).toBe(404);
    }
  });
});
