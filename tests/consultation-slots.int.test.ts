// Consultations in slots: the weekly hours (IST) and blocked days an admin sets, 24 hours' notice and 30 days'
// horizon, one booking per slot under a race (the rest 409 with the next free slots), the member's 12-hour window
// to move or cancel (an admin any time), the invitation (.ics, sent as an invitation) each change mails, the team's
// copy of a member's move or cancel, a member's cap of 3 open consultations under a race, and the reminder sent
// once, worded from the time left.
// Time is the clock each call is given: a week of 2080 per test, far from every other test's rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getSlots } from "@/app/api/consultations/slots/route";
import { POST as postConsultation } from "@/app/api/consultations/route";
import { POST as cronReminders } from "@/app/api/cron/reminders/route";
import { saveAvailability } from "@/lib/consultations/availability";
import { decideConsultation } from "@/lib/consultations/decisions";
import { bookConsultation, cancelConsultation } from "@/lib/consultations/mutations";
import { sendDueReminders } from "@/lib/consultations/reminders";
import { availabilityInput } from "@/lib/consultations/schema";
import { rescheduleConsultation } from "@/lib/consultations/slot-bookings";
import { listFreeSlots } from "@/lib/consultations/slots";
import { listMyCancellableSlots } from "@/lib/consultations/queries";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { formatEventDate } from "@/lib/format/date";
import {
  apiRequest,
  createTestUser,
  latestMailTo,
  routeContext,
  sessionCookieFor,
  type TestUser,
} from "@/tests/accounts";
import { readOutbox } from "@/tests/helpers/outbox";
import { parseIcs } from "@/tests/helpers/ics";

const HOUR = 3_600_000;
const open = { start: "10:00", end: "12:00" };
const everyDay = { sun: open, mon: open, tue: open, wed: open, thu: open, fri: open, sat: open };
let admin: TestUser;

async function setAvailability(overrides: Record<string, unknown> = {}) {
  await saveAvailability(
    admin,
    availabilityInput.parse({
      sessionMinutes: 30,
      meetingUrl: "https://meet.example.com/builders",
      hours: everyDay,
      blockedDates: "",
      ...overrides,
    }),
  );
}

const clearAvailability = () =>
  setAvailability({
    hours: Object.fromEntries(Object.keys(everyDay).map((d) => [d, { start: "", end: "" }])),
  });

/** 10:00 IST on `day` (YYYY-MM-DD) plus `minutes`, as an instant. */
const ist = (day: string, time = "10:00") => new Date(`${day}T${time}:00+05:30`);

const request = (email: string) => ({
  name: "Riya",
  email,
  mobile: "+91 9876543210",
  topic: "Tokenomics review",
  message: "We launch in March.",
});

async function bookAs(user: TestUser, slotStart: Date, now: Date) {
  return bookConsultation(user.id, { ...request(user.email), slotStart }, now);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function inviteTo(email: string) {
  const mail = (await latestMailTo(email))!;
  expect(mail.attachments).toHaveLength(1);
  return { mail, ...parseIcs(mail.attachments![0]!.content) };
}

beforeAll(async () => {
  admin = await createTestUser({ role: "Admin" });
  await db.consultation.deleteMany({
    where: { scheduledDate: { gte: new Date("2080-01-01"), lt: new Date("2081-01-01") } },
  });
  await setAvailability();
});

afterAll(async () => {
  await clearAvailability();
});

describe("free slots", () => {
  const now = new Date("2080-01-06T04:00:00Z"); // 09:30 IST on Saturday 6 January

  it("start 24 hours ahead at the earliest and 30 days at the latest, in the weekly hours (IST, 30 minutes each)", async () => {
    const { enabled, sessionMinutes, slots } = await listFreeSlots(now);
    expect({ enabled, sessionMinutes }).toEqual({ enabled: true, sessionMinutes: 30 });
    expect(slots[0]).toEqual({
      start: ist("2080-01-07").toISOString(),
      end: ist("2080-01-07", "10:30").toISOString(),
    });
    expect(slots.slice(0, 4).map((s) => s.start)).toEqual(
      ["10:00", "10:30", "11:00", "11:30"].map((t) => ist("2080-01-07", t).toISOString()),
    );
    // The horizon is 09:30 IST on 5 February: the last slot is the day before's last.
    expect(slots.at(-1)!.start).toBe(ist("2080-02-04", "11:30").toISOString());
    expect(slots).toHaveLength(29 * 4);
  });

  it("refuses a slot less than 24 hours ahead, beyond 30 days, on a blocked day or off the grid (400)", async () => {
    const member = await createTestUser();
    await setAvailability({ blockedDates: "2080-01-10\n2080-01-12" });
    try {
      for (const [start, message] of [
        [new Date(now.getTime() + 23 * HOUR), "Please choose a time at least 24 hours from now"],
        [ist("2080-02-06"), "Please choose a time within the next 30 days"],
        [ist("2080-01-10", "10:30"), "We are not available that day: please choose another"],
        [ist("2080-01-09", "10:15"), "Please choose one of the free times"],
        [ist("2080-01-09", "12:00"), "Please choose one of the free times"],
      ] as const) {
        const error = await refusal(bookAs(member, start, now));
        expect(error.status).toBe(400);
        expect(error.errors).toEqual({ slotStart: message });
      }
      const days = new Set((await listFreeSlots(now)).slots.map((s) => s.start.slice(0, 10)));
      expect(days.has("2080-01-09")).toBe(true);
      expect(days.has("2080-01-10")).toBe(false);
      expect(days.has("2080-01-12")).toBe(false);
      expect(await db.consultation.count({ where: { userId: member.id } })).toBe(0);
    } finally {
      await setAvailability();
    }
  });

  it("are off with no open weekday: GET says so and a slot booking is refused, a request without one still goes", async () => {
    await clearAvailability();
    try {
      const res = await getSlots(apiRequest("GET", "/api/consultations/slots"), routeContext);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ enabled: false, sessionMinutes: 30, slots: [] });
      const member = await createTestUser();
      const error = await refusal(bookAs(member, ist("2080-01-09"), now));
      expect(error.status).toBe(400);
      const { consultation } = await bookConsultation(
        member.id,
        { ...request(member.email), preferredDate: undefined },
        now,
      );
      expect(consultation).toMatchObject({ status: "pending", scheduledDate: null });
      expect(
        await db.consultation.findUniqueOrThrow({
          where: { id: consultation.id },
          select: { slotStart: true },
        }),
      ).toEqual({ slotStart: null });
    } finally {
      await setAvailability();
    }
  });
});

describe("a race for one slot", () => {
  const now = new Date("2080-02-01T00:00:00Z");
  const slot = ist("2080-02-05", "11:00");

  it("20 simultaneous bookings: exactly one wins, 19 get a 409 naming the next free slots", async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestUser()));
    const results = await Promise.allSettled(members.map((m) => bookAs(m, slot, now)));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    const free = (await listFreeSlots(now)).slots;
    expect(free.map((s) => s.start)).not.toContain(slot.toISOString());
    for (const { reason } of lost) {
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 409, code: "conflict" });
      expect((reason as ApiError).message).toMatch(
        /^That time has just been booked by someone else\. Next free times: /,
      );
      expect((reason as ApiError).errors!.nextSlots!.split(" ")).toEqual(
        free.slice(0, 3).map((s) => s.start),
      );
    }
    expect(await db.consultation.count({ where: { slotStart: slot } })).toBe(1);
    const winner = members[results.findIndex((r) => r.status === "fulfilled")]!;
    const booked = await db.consultation.findFirstOrThrow({ where: { userId: winner.id } });
    expect(booked).toMatchObject({
      status: "accepted",
      scheduledDate: slot,
      slotMinutes: 30,
      coinsAwarded: 5,
    });
    // The losers were not paid.
    expect(await db.coinTransaction.count({ where: { userId: { in: members.map((m) => m.id) } } })).toBe(1);
  });

  it("the route answers a taken slot with the one error shape: 409, errors.slotStart and errors.nextSlots", async () => {
    const { slots } = await listFreeSlots();
    const [first, second] = [await createTestUser(), await createTestUser()];
    const taken = slots[0]!.start;
    await bookAs(first, new Date(taken), new Date());
    try {
      const res = await postConsultation(
        apiRequest("POST", "/api/consultations", {
          body: { ...request(second.email), slotStart: taken },
          cookie: await sessionCookieFor(second),
        }),
        routeContext,
      );
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body).toMatchObject({
        success: false,
        code: "conflict",
        errors: { slotStart: "That time has just been booked by someone else" },
      });
      expect(body.errors.nextSlots.split(" ")[0]).toBe(slots[1]!.start);
    } finally {
      await db.consultation.deleteMany({ where: { userId: { in: [first.id, second.id] } } });
    }
  });
});

describe("a member's cap", () => {
  const now = new Date("2080-02-08T00:00:00Z");

  it("20 simultaneous bookings of different slots by one member: 3 booked, 17 refused with the cap's message", async () => {
    const member = await createTestUser();
    const slots = (await listFreeSlots(now)).slots.slice(0, 20).map((s) => new Date(s.start));
    expect(slots).toHaveLength(20);
    const results = await Promise.allSettled(slots.map((slot) => bookAs(member, slot, now)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const { reason } of refused) {
      expect(reason).toMatchObject({
        status: 409,
        message:
          "You already have 3 consultations booked or waiting for our reply. Cancel one in My Consultations, or book again once one has taken place.",
      });
    }
    expect(await db.consultation.count({ where: { userId: member.id } })).toBe(3);
    // The refused ones left their slots free.
    const free = new Set((await listFreeSlots(now)).slots.map((s) => s.start));
    expect(slots.filter((s) => !free.has(s.toISOString()))).toHaveLength(3);
  });

  it("counts requests and bookings together, also when they overlap; a cancelled or past one frees a place", async () => {
    const member = await createTestUser();
    const slots = (await listFreeSlots(now)).slots.slice(20, 26).map((s) => new Date(s.start));
    const results = await Promise.allSettled([
      ...slots.map((slot) => bookAs(member, slot, now)),
      ...slots.map(() => bookConsultation(member.id, request(member.email), now)),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await db.consultation.count({ where: { userId: member.id } })).toBe(3);
    const [held] = await db.consultation.findMany({ where: { userId: member.id }, take: 1 });
    await cancelConsultation(member, held!.id, now);
    expect((await bookConsultation(member.id, request(member.email), now)).consultation.status).toBe(
      "pending",
    );
    await expect(bookConsultation(member.id, request(member.email), now)).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe("moving and cancelling a booked slot", () => {
  const booked = new Date("2080-03-01T00:00:00Z");
  const slot = ist("2080-03-05");

  it("the invitation: METHOD:REQUEST, a stable UID, SEQUENCE up at each change, DTSTART in UTC, METHOD:CANCEL at the end", async () => {
    const member = await createTestUser();
    const { consultation: c } = await bookAs(member, slot, booked);
    const first = await inviteTo(member.email);
    expect(first.mail.subject).toBe("Your consultation is booked");
    expect(first.mail.text).toContain("Join the call: https://meet.example.com/builders");
    expect(first.calendar).toMatchObject({ METHOD: "REQUEST", VERSION: "2.0" });
    // Sent as an invitation (RFC 6047): the MIME type names the method the calendar carries.
    expect(first.mail.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(first.event).toMatchObject({
      UID: expect.stringMatching(new RegExp(`^consultation-${c.id}@`)),
      SEQUENCE: "0",
      DTSTART: "20800305T043000Z",
      DTEND: "20800305T050000Z",
      STATUS: "CONFIRMED",
      LOCATION: "https://meet.example.com/builders",
      [`ATTENDEE;RSVP=FALSE`]: `mailto:${member.email}`,
    });

    const moved = await rescheduleConsultation(member, c.id, ist("2080-03-06", "11:30"), booked);
    expect(moved).toMatchObject({
      status: "accepted",
      scheduledDate: ist("2080-03-06", "11:30").toISOString(),
    });
    const second = await inviteTo(member.email);
    expect(second.mail.subject).toBe("Your consultation: new time");
    expect(second.calendar.METHOD).toBe("REQUEST");
    expect(second.mail.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(second.event).toMatchObject({ UID: first.event.UID, SEQUENCE: "1", DTSTART: "20800306T060000Z" });
    // The old slot is free again, the new one taken.
    const free = (await listFreeSlots(booked)).slots.map((s) => s.start);
    expect(free).toContain(slot.toISOString());
    expect(free).not.toContain(ist("2080-03-06", "11:30").toISOString());

    const cancelled = await cancelConsultation(member, c.id, booked);
    expect(cancelled.status).toBe("cancelled");
    const third = await inviteTo(member.email);
    expect(third.mail.subject).toBe("Your consultation: cancelled");
    expect(third.calendar.METHOD).toBe("CANCEL");
    expect(third.mail.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(third.event).toMatchObject({ UID: first.event.UID, SEQUENCE: "2", STATUS: "CANCELLED" });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { coins: true } })).toEqual({
      coins: 0,
    });
    expect((await listFreeSlots(booked)).slots.map((s) => s.start)).toContain(
      ist("2080-03-06", "11:30").toISOString(),
    );
  });

  it("the invitation's organiser is the configured sender's address (MAIL_FROM)", async () => {
    const saved = env.MAIL_FROM;
    (env as { MAIL_FROM: string }).MAIL_FROM = "Builders Hub Calls <calls@team.example>";
    try {
      const member = await createTestUser();
      await bookAs(member, ist("2080-03-07", "11:00"), booked);
      const { mail, event } = await inviteTo(member.email);
      expect(mail.subject).toBe("Your consultation is booked");
      expect(event.ORGANIZER).toBe("mailto:calls@team.example");
    } finally {
      (env as { MAIL_FROM: string }).MAIL_FROM = saved;
    }
  });

  it("the team is mailed when a member moves or cancels their booking", async () => {
    const member = await createTestUser();
    const start = ist("2080-03-08", "10:00");
    const { consultation: c } = await bookAs(member, start, booked);
    const teamMails = async () =>
      (await readOutbox()).filter(
        (m) => m.to === env.CONTACT_TO_EMAIL && m.replyTo === member.email && m.text.includes(c.id),
      );
    const afterBooking = (await teamMails()).length;
    await rescheduleConsultation(member, c.id, ist("2080-03-08", "11:00"), booked);
    const [moved] = await teamMails();
    expect((await teamMails()).length).toBe(afterBooking + 1);
    expect(moved!.subject).toBe("[Consultation] Moved by Riya: Tokenomics review");
    expect(moved!.text).toContain(`Was: ${formatEventDate(start)} IST`);
    expect(moved!.text).toContain(`Now: ${formatEventDate(ist("2080-03-08", "11:00"))} IST (30 minutes)`);
    await cancelConsultation(member, c.id, booked);
    const [cancelled] = await teamMails();
    expect((await teamMails()).length).toBe(afterBooking + 2);
    expect(cancelled!.subject).toBe("[Consultation] Cancelled by Riya: Tokenomics review");
    expect(cancelled!.text).toContain(`${formatEventDate(ist("2080-03-08", "11:00"))} IST`);
  });

  it("a request the team accepts carries the meeting link and lasts the configured session length", async () => {
    const member = await createTestUser();
    const { consultation: c } = await bookConsultation(member.id, request(member.email), booked);
    const at = ist("2080-03-09", "16:15");
    await decideConsultation(admin, c.id, { status: "accepted", scheduledDate: at }, booked);
    const { mail, event } = await inviteTo(member.email);
    expect(mail.subject).toBe("Your consultation: accepted");
    expect(mail.text).toContain("Join the call: https://meet.example.com/builders");
    expect(mail.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(event).toMatchObject({
      DTSTART: "20800309T104500Z",
      DTEND: "20800309T111500Z",
      LOCATION: "https://meet.example.com/builders",
    });
  });

  it("a member may move or cancel up to 12 hours before; after that only an admin, who may decline with a reason", async () => {
    const member = await createTestUser();
    const start = ist("2080-03-10", "10:30");
    const { consultation: c } = await bookAs(member, start, booked);
    const thirteenBefore = new Date(start.getTime() - 13 * HOUR);
    const elevenBefore = new Date(start.getTime() - 11 * HOUR);
    // My Consultations offers Cancel booking while it is 12 hours or more away.
    expect(await listMyCancellableSlots(member.id, thirteenBefore)).toEqual([c.id]);
    expect(await listMyCancellableSlots(member.id, elevenBefore)).toEqual([]);
    // 13 hours before: the member may move it (to a slot 24 hours ahead of then).
    const later = ist("2080-03-11", "11:00");
    await rescheduleConsultation(member, c.id, later, thirteenBefore);
    // 11 hours before the new time: too late for the member, both ways.
    const late = new Date(later.getTime() - 11 * HOUR);
    for (const attempt of [
      () => rescheduleConsultation(member, c.id, ist("2080-03-13"), late),
      () => cancelConsultation(member, c.id, late),
    ]) {
      const error = await refusal(attempt());
      expect(error.status).toBe(409);
      expect(error.message).toBe(
        "Less than 12 hours before the session only our team can change it: please write to us.",
      );
    }
    // Another member cannot touch it at all.
    const stranger = await createTestUser();
    expect((await refusal(cancelConsultation(stranger, c.id, booked))).status).toBe(404);
    expect((await refusal(rescheduleConsultation(stranger, c.id, ist("2080-03-13"), booked))).status).toBe(
      404,
    );
    // The admin moves it at 11 hours before (to a slot 24 hours ahead) …
    const moved = await decideConsultation(
      admin,
      c.id,
      { status: "accepted", scheduledDate: ist("2080-03-13") },
      late,
    );
    expect(moved.scheduledDate).toBe(ist("2080-03-13").toISOString());
    // … and declines it one hour before: a reason is required; the slot is freed, the coins taken back, the member mailed.
    const hourBefore = new Date(ist("2080-03-13").getTime() - HOUR);
    const noReason = await refusal(decideConsultation(admin, c.id, { status: "rejected" }, hourBefore));
    expect(noReason.errors).toEqual({ adminNotes: "Please give the member a reason" });
    const declined = await decideConsultation(
      admin,
      c.id,
      { status: "rejected", adminNotes: "Our mentor is ill." },
      hourBefore,
    );
    expect(declined).toMatchObject({ status: "rejected", adminNotes: "Our mentor is ill." });
    expect(
      await db.consultation.findUniqueOrThrow({ where: { id: c.id }, select: { slotStart: true } }),
    ).toEqual({ slotStart: null });
    expect(await db.user.findUniqueOrThrow({ where: { id: member.id }, select: { coins: true } })).toEqual({
      coins: 0,
    });
    const mail = await inviteTo(member.email);
    expect(mail.mail.text).toContain("Reason: Our mentor is ill.");
    expect(mail.calendar.METHOD).toBe("CANCEL");
    expect(mail.event.SEQUENCE).toBe("3");
    expect(
      await db.auditLog.count({
        where: { targetId: c.id, action: "consultation.decline", reason: "Our mentor is ill." },
      }),
    ).toBe(1);
  });
});

describe("reminders", () => {
  const booked = new Date("2080-04-01T00:00:00Z");

  it("go out once for a booking within 24 hours, even under two simultaneous triggers", async () => {
    const [a, b] = [await createTestUser(), await createTestUser()];
    const soon = ist("2080-04-05", "10:00");
    await bookAs(a, soon, booked);
    await bookAs(b, ist("2080-04-07", "10:00"), booked);
    const now = new Date(soon.getTime() - 20 * HOUR);
    const counts = await Promise.all([sendDueReminders(now), sendDueReminders(now)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await sendDueReminders(new Date(now.getTime() + HOUR))).toBe(0);
    const reminders = (await readOutbox()).filter(
      (m) => m.subject === "Reminder: your consultation is tomorrow at 10:00 am IST",
    );
    expect(reminders.filter((m) => m.to === a.email)).toHaveLength(1);
    expect(reminders.filter((m) => m.to === b.email)).toHaveLength(0);
    expect(reminders.find((m) => m.to === a.email)!.text).toContain("https://meet.example.com/builders");
  });

  it("say when from the time left (IST): today at 3:30 pm for a session 5 hours away, not tomorrow", async () => {
    const member = await createTestUser();
    const { consultation: c } = await bookConsultation(member.id, request(member.email), booked);
    const at = ist("2080-04-12", "15:30");
    await decideConsultation(admin, c.id, { status: "accepted", scheduledDate: at }, booked);
    expect(await sendDueReminders(new Date(at.getTime() - 5 * HOUR))).toBe(1);
    const mail = (await latestMailTo(member.email))!;
    expect(mail.subject).toBe("Reminder: your consultation is today at 3:30 pm IST (in 5 hours)");
    expect(mail.text).not.toContain("tomorrow");
    expect(mail.text).toContain(`${formatEventDate(at)} IST (30 minutes)`);
  });

  it("POST /api/cron/reminders needs the shared secret (401 in the one error shape otherwise)", async () => {
    const saved = env.CRON_SECRET;
    (env as { CRON_SECRET?: string }).CRON_SECRET = "cron-secret-for-tests-0123";
    try {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: "Bearer wrong-secret-for-tests-01" },
        { authorization: "cron-secret-for-tests-0123" },
      ]) {
        const res = await cronReminders(apiRequest("POST", "/api/cron/reminders", { headers }), routeContext);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({
          success: false,
          code: "unauthorized",
          message: "A valid cron secret is required.",
        });
      }
      const res = await cronReminders(
        apiRequest("POST", "/api/cron/reminders", {
          headers: { authorization: "Bearer cron-secret-for-tests-0123" },
        }),
        routeContext,
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true, sent: expect.any(Number) });
    } finally {
      (env as { CRON_SECRET?: string }).CRON_SECRET = saved;
    }
  });
});
