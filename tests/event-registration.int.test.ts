// Registration for events: places under a race, the waitlist's order and promotion (mailed and notified), the
// deadline, the questions, the organiser's approval, and who may read an event's registrations.
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/events/[id]/registrations.csv/route";
import { PUT as decideRoute } from "@/app/api/events/[id]/registrations/[registrationId]/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/registrations/check-in/route";
import { DELETE as cancelRoute } from "@/app/api/events/[id]/registrations/me/route";
import { GET as listRoute, POST as registerRoute } from "@/app/api/events/[id]/registrations/route";
import { db } from "@/lib/db";
import { decideRegistration } from "@/lib/events/registration-decisions";
import { cancelRegistration, registerForEvent } from "@/lib/events/registrations";
import { eventInput } from "@/lib/events/schema";
import { updateEvent } from "@/lib/events/mutations";
import { DAY_MS } from "@/lib/format/date";
import { apiRequest } from "@/tests/accounts";
import { mailsTo } from "@/tests/helpers/api";
import {
  countsOf,
  deleteCreatedEvents,
  eventCtx,
  member,
  registrationCtx,
  registrationEvent,
} from "@/tests/event-registrations";

afterAll(deleteCreatedEvents);

const register = (user: { id: string; role: "Admin" | "Member" }, eventId: string, answers = {}) =>
  registerForEvent(user, eventId, { answers });

describe("places and the waitlist", () => {
  it("gives the last 10 places to exactly 10 of 50 simultaneous registrations, the other 40 wait in order", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationCapacity: 12 });
    for (let i = 0; i < 2; i++) await register(await member(), event.id);
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    const results = await Promise.all(people.map((p) => register(p, event.id)));
    expect(results.filter((r) => r.status === "registered")).toHaveLength(10);
    expect(results.filter((r) => r.status === "waitlisted")).toHaveLength(40);
    // The counts on the row are the rows' own; every ticket has its own number.
    const { row, actual } = await countsOf(event.id);
    expect(row).toEqual(actual);
    expect(row).toMatchObject({ registeredCount: 12, waitlistCount: 40 });
    const numbers = await db.eventRegistration.findMany({
      where: { eventId: event.id },
      select: { number: true },
    });
    expect(new Set(numbers.map((n) => n.number)).size).toBe(52);
    // The waitlist's positions are 1 to 40, each once.
    const positions = results.flatMap((r) => (r.waitlistPosition ? [r.waitlistPosition] : []));
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Each was mailed what they got: a ticket or the waitlist.
    const waiting = people[results.findIndex((r) => r.status === "waitlisted")]!;
    expect((await mailsTo(waiting.email))[0]?.subject).toBe(`You are on the waitlist: ${event.title}`);
  });

  it("gives a freed place (a cancel, a decline) to the first on the waitlist, who is mailed and notified", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationCapacity: 1 });
    const [first, second, third] = [await member(), await member(), await member()];
    expect((await register(first, event.id)).status).toBe("registered");
    expect((await register(second, event.id)).status).toBe("waitlisted");
    const late = await register(third, event.id);
    expect(late).toMatchObject({ status: "waitlisted", waitlistPosition: 2 });

    const cancelled = await cancelRoute(
      apiRequest("DELETE", `/api/events/${event.id}/registrations/me`, { cookie: first.cookie }),
      eventCtx(event.id),
    );
    expect(cancelled.status).toBe(200);
    const promoted = await db.eventRegistration.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: second.id } },
      select: { id: true, status: true },
    });
    expect(promoted.status).toBe("registered");
    const notice = await db.notification.findFirstOrThrow({
      where: { userId: second.id, kind: "event_registration_confirmed" },
      select: { title: true, href: true },
    });
    expect(notice).toEqual({
      title: `A place opened up: you are registered for ${event.title}`,
      href: `/dashboard/tickets/${promoted.id}`,
    });
    const mail = (await mailsTo(second.email))[0]!;
    expect(mail.subject).toBe(`A place opened up: your ticket for ${event.title}`);
    // The QR code as an inline image, and the calendar invitation.
    expect(mail.html).toContain('src="cid:ticket-qr"');
    expect(mail.attachments?.map((a) => [a.contentType, a.contentId ?? null])).toEqual([
      ["image/png", "ticket-qr"],
      ["text/calendar; charset=utf-8; method=REQUEST", null],
    ]);
    expect(Buffer.from(mail.attachments![0]!.content, "base64").subarray(1, 4).toString()).toBe("PNG");
    // The canceller's invitation is withdrawn.
    const cancelMail = (await mailsTo(first.email))[0]!;
    expect(cancelMail.subject).toBe(`Registration cancelled: ${event.title}`);
    expect(cancelMail.attachments?.[0]?.contentType).toContain("method=CANCEL");

    // The organiser declines the promoted member: the next in line gets the place.
    await decideRegistration(organiser, event.id, promoted.id, { decision: "decline", message: "Sorry." });
    const next = await db.eventRegistration.findUniqueOrThrow({
      where: { eventId_userId: { eventId: event.id, userId: third.id } },
      select: { status: true },
    });
    expect(next.status).toBe("registered");
    const { row, actual } = await countsOf(event.id);
    expect(row).toEqual(actual);
    expect(row).toMatchObject({ registeredCount: 1, waitlistCount: 0 });
  });

  it("gives places added by an edit to the waitlist, without sending the live event back to review", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationCapacity: 1 });
    await register(await member(), event.id);
    const waiting = [await member(), await member(), await member()];
    for (const w of waiting) await register(w, event.id);
    const input = (capacity: string) =>
      eventInput.parse({
        title: event.title,
        description: "Talks and demos.",
        date: event.date!.toISOString(),
        location: "Bengaluru",
        contactEmail: "team@example.com",
        contactPhone: "+91 98765 43210",
        registrationEnabled: true,
        registrationCapacity: capacity,
      });
    // An admin's edit writes the event's columns as the form has them (the test's row was made without them).
    await updateEvent(await member("Admin"), event.id, input("1"), null);
    const updated = await updateEvent(organiser, event.id, input("3"), null);
    expect(updated.status).toBe("approved");
    expect(updated.registration).toMatchObject({ capacity: 3, placesLeft: 0, registered: 3, waitlisted: 1 });
    const statuses = await db.eventRegistration.findMany({
      where: { eventId: event.id, userId: { in: waiting.map((w) => w.id) } },
      orderBy: { number: "asc" },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual(["registered", "registered", "waitlisted"]);
  });

  it("lets a member who cancelled register again with the same ticket number; a declined one may not", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser);
    const person = await member();
    const first = await register(person, event.id);
    await cancelRegistration(person, event.id);
    const again = await register(person, event.id);
    expect(again).toMatchObject({ id: first.id, status: "registered" });
    expect(again.ticket!.number).toBe(first.ticket!.number);
    await expect(register(person, event.id)).rejects.toMatchObject({ code: "conflict" });
    await decideRegistration(organiser, event.id, first.id, { decision: "decline" });
    await expect(register(person, event.id)).rejects.toMatchObject({
      code: "conflict",
      message: "The organiser declined your registration for this event.",
    });
  });
});

describe("when registration is open", () => {
  it("refuses registration after the deadline, and once the event has started when there is none", async () => {
    const organiser = await member();
    const start = new Date(Date.now() + 10 * DAY_MS);
    const deadline = new Date(start.getTime() - 2 * DAY_MS);
    const event = await registrationEvent(organiser, { date: start, registrationDeadline: deadline });
    const person = await member();
    const justAfter = new Date(deadline.getTime() + 1);
    await expect(registerForEvent(person, event.id, { answers: {} }, justAfter)).rejects.toMatchObject({
      code: "conflict",
      message: "Registration for this event is closed.",
    });
    expect(
      (await registerForEvent(person, event.id, { answers: {} }, new Date(deadline.getTime() - 1))).status,
    ).toBe("registered");
    const noDeadline = await registrationEvent(organiser, { date: start });
    await expect(
      registerForEvent(await member(), noDeadline.id, { answers: {} }, new Date(start.getTime() + 1)),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("refuses an event that does not take registrations, and a pending one (404 to others)", async () => {
    const organiser = await member();
    const off = await registrationEvent(organiser, { registrationEnabled: false });
    await expect(register(await member(), off.id)).rejects.toMatchObject({
      code: "conflict",
      message: "This event does not take registrations on Builders Hub.",
    });
    const pending = await registrationEvent(organiser, { status: "pending" });
    await expect(register(await member(), pending.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(register(organiser, pending.id)).rejects.toMatchObject({ code: "conflict" });
  });
});

describe("questions", () => {
  const questions = [
    { id: "qrole", label: "What do you build?", kind: "text", options: [], required: true },
    { id: "qtrack", label: "Track", kind: "choice", options: ["DeFi", "AI agents"], required: true },
    { id: "qnote", label: "Anything else?", kind: "text", options: [], required: false },
  ];

  it("takes answers to the event's questions, and refuses missing or unknown ones field by field", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationQuestions: questions });
    const person = await member();
    const refused = await registerRoute(
      apiRequest("POST", `/api/events/${event.id}/registrations`, {
        cookie: person.cookie,
        body: { answers: { qtrack: "Gaming" } },
      }),
      eventCtx(event.id),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({
      "answers.qrole": "Please answer this question",
      "answers.qtrack": "Please choose one of the options",
    });
    expect(await db.eventRegistration.count({ where: { eventId: event.id } })).toBe(0);
    const long = await registerRoute(
      apiRequest("POST", `/api/events/${event.id}/registrations`, {
        cookie: person.cookie,
        body: { answers: { qrole: "x".repeat(501), qtrack: "DeFi" } },
      }),
      eventCtx(event.id),
    );
    expect((await long.json()).errors).toEqual({
      "answers.qrole": "An answer must be 500 characters or less",
    });
    const ok = await registerRoute(
      apiRequest("POST", `/api/events/${event.id}/registrations`, {
        cookie: person.cookie,
        body: { answers: { qrole: "  Indexers ", qtrack: "AI agents", stray: "ignored" } },
      }),
      eventCtx(event.id),
    );
    expect(ok.status).toBe(201);
    expect((await ok.json()).registration.answers).toEqual([
      { questionId: "qrole", question: "What do you build?", answer: "Indexers" },
      { questionId: "qtrack", question: "Track", answer: "AI agents" },
    ]);
  });

  it("validates an event's settings: at most 5 questions, a choice's options, the deadline before the end", () => {
    const base = {
      title: "Demo day",
      contactEmail: "team@example.com",
      contactPhone: "+91 98765 43210",
      date: "2027-03-10T10:00:00+05:30",
      registrationEnabled: "true",
    };
    const errorsOf = (extra: Record<string, unknown>) => {
      const result = eventInput.safeParse({ ...base, ...extra });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    const q = { label: "Why?", kind: "text" };
    expect(errorsOf({ registrationQuestions: Array.from({ length: 6 }, () => q) })).toEqual({
      registrationQuestions: "At most 5 questions",
    });
    expect(
      errorsOf({ registrationQuestions: [{ label: "Track", kind: "choice", options: "Only one" }] }),
    ).toEqual({
      "registrationQuestions.0.options": "Give at least 2 options, one a line",
    });
    expect(errorsOf({ registrationDeadline: "2027-03-11T10:00:00+05:30" })).toEqual({
      registrationDeadline: "Registration must close before the event ends",
    });
    expect(errorsOf({ registrationCapacity: "0" })).toEqual({
      registrationCapacity: "Give at least 1 place, or leave it empty for no limit",
    });
    // A multipart form sends the questions as JSON text; a question keeps its id, a new one gets one.
    const parsed = eventInput.parse({
      ...base,
      registrationQuestions: JSON.stringify([
        { id: "qkeep", label: "Why?", kind: "text", required: "true" },
        { label: "Track", kind: "choice", options: "DeFi\nAI agents\n" },
      ]),
    });
    expect(parsed.registrationQuestions[0]).toEqual({
      id: "qkeep",
      label: "Why?",
      kind: "text",
      options: [],
      required: true,
    });
    expect(parsed.registrationQuestions[1]).toMatchObject({
      options: ["DeFi", "AI agents"],
      required: false,
    });
    expect(parsed.registrationQuestions[1]!.id).toMatch(/^q[a-z0-9]+$/);
  });
});

describe("approval by the organiser", () => {
  it("holds each registration for the organiser, who approves with a message (the ticket) or onto the waitlist", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, {
      registrationApproval: "organiser",
      registrationCapacity: 1,
    });
    const [a, b] = [await member(), await member()];
    const ra = await register(a, event.id);
    const rb = await register(b, event.id);
    expect([ra.status, rb.status]).toEqual(["pending", "pending"]);
    expect(
      await db.notification.count({ where: { userId: organiser.id, kind: "event_registration_received" } }),
    ).toBe(2);
    const approved = await decideRoute(
      apiRequest("PUT", `/api/events/${event.id}/registrations/${ra.id}`, {
        cookie: organiser.cookie,
        body: { decision: "approve", message: "See you there!" },
      }),
      registrationCtx(event.id, ra.id),
    );
    expect(approved.status).toBe(200);
    expect((await approved.json()).registration.status).toBe("registered");
    const ticket = (await mailsTo(a.email))[0]!;
    expect(ticket.subject).toBe(`Your ticket: ${event.title}`);
    expect(ticket.text).toContain("Message from the organiser: See you there!");
    await decideRegistration(organiser, event.id, rb.id, { decision: "approve" });
    expect((await mailsTo(b.email))[0]!.subject).toBe(`You are on the waitlist: ${event.title}`);
    const { row, actual } = await countsOf(event.id);
    expect(row).toEqual(actual);
    // Approving twice is refused.
    await expect(
      decideRegistration(organiser, event.id, ra.id, { decision: "approve" }),
    ).rejects.toMatchObject({
      code: "conflict",
    });
  });
});

describe("who reads and works an event's registrations", () => {
  it("lets only its organiser and admins list, export, decide and check in", async () => {
    const organiser = await member();
    const admin = await member("Admin");
    const other = await member();
    const event = await registrationEvent(organiser);
    const person = await member();
    const registration = await register(person, event.id);
    const calls = (cookie?: string) => [
      listRoute(apiRequest("GET", `/api/events/${event.id}/registrations`, { cookie }), eventCtx(event.id)),
      exportRoute(
        apiRequest("GET", `/api/events/${event.id}/registrations.csv`, { cookie }),
        eventCtx(event.id),
      ),
      decideRoute(
        apiRequest("PUT", `/api/events/${event.id}/registrations/${registration.id}`, {
          cookie,
          body: { decision: "decline" },
        }),
        registrationCtx(event.id, registration.id),
      ),
      checkInRoute(
        apiRequest("POST", `/api/events/${event.id}/registrations/check-in`, {
          cookie,
          body: { code: registration.ticket!.code },
        }),
        eventCtx(event.id),
      ),
    ];
    const statuses = async (cookie?: string) => (await Promise.all(calls(cookie))).map((r) => r.status);
    expect(await statuses()).toEqual([401, 401, 401, 401]);
    expect(await statuses(other.cookie)).toEqual([403, 403, 403, 403]);
    expect(await statuses(person.cookie)).toEqual([403, 403, 403, 403]);
    // Nothing changed.
    expect((await countsOf(event.id)).row).toMatchObject({ registeredCount: 1, checkedInCount: 0 });

    const listed = await listRoute(
      apiRequest("GET", `/api/events/${event.id}/registrations`, { cookie: organiser.cookie }),
      eventCtx(event.id),
    );
    expect(listed.status).toBe(200);
    const page = await listed.json();
    expect(page.registrations).toHaveLength(1);
    expect(page.registrations[0]).toMatchObject({ email: person.email, status: "registered" });
    expect(JSON.stringify(page)).not.toContain("passwordHash");
    const asAdmin = await listRoute(
      apiRequest("GET", `/api/events/${event.id}/registrations?status=waitlisted`, { cookie: admin.cookie }),
      eventCtx(event.id),
    );
    expect((await asAdmin.json()).registrations).toEqual([]);
    // A pending event's registrations are not found by others.
    const hidden = await registrationEvent(organiser, { status: "pending" });
    const unseen = await listRoute(
      apiRequest("GET", `/api/events/${hidden.id}/registrations`, { cookie: other.cookie }),
      eventCtx(hidden.id),
    );
    expect(unseen.status).toBe(404);
  });

  it("pages the organiser's list by cursor, newest first, and the waitlist in its order", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationCapacity: 3 });
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await member());
    for (const p of people) await register(p, event.id);
    const read = async (query: string) =>
      (await (
        await listRoute(
          apiRequest("GET", `/api/events/${event.id}/registrations?${query}`, { cookie: organiser.cookie }),
          eventCtx(event.id),
        )
      ).json()) as {
        registrations: { email: string }[];
        nextCursor: string | null;
        event: { counts: object };
      };
    const first = await read("limit=2");
    expect(first.registrations.map((r) => r.email)).toEqual([people[2]!.email, people[1]!.email]);
    const second = await read(`limit=2&cursor=${first.nextCursor}`);
    expect(second.registrations.map((r) => r.email)).toEqual([people[0]!.email]);
    expect(second.nextCursor).toBeNull();
    const waitlist = await read("status=waitlisted&limit=3");
    expect(waitlist.registrations.map((r) => r.email)).toEqual(people.slice(3, 6).map((p) => p.email));
    const rest = await read(`status=waitlisted&limit=3&cursor=${waitlist.nextCursor}`);
    expect(rest.registrations.map((r) => r.email)).toEqual([people[6]!.email]);
    expect(first.event.counts).toEqual({ registered: 3, waitlisted: 4, pending: 0, checkedIn: 0 });
  });
});
