// Tickets at the door: a code checks in once (twice says when), only at its own event, and one made without the
// secret, or altered, is refused; the member's id is never in it. Then the CSV, the day-before reminder and the
// events a member attended.
import { createHmac } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/events/[id]/registrations.csv/route";
import { POST as checkInRoute } from "@/app/api/events/[id]/registrations/check-in/route";
import { db } from "@/lib/db";
import { checkInTicket } from "@/lib/events/registration-decisions";
import { listAttendedEvents, registerForEvent } from "@/lib/events/registrations";
import { sendEventReminders } from "@/lib/events/reminders";
import { formatTicketCode, readTicketText, TICKET_ALPHABET, ticketQrText } from "@/lib/events/ticket-text";
import { DAY_MS, formatIstTime } from "@/lib/format/date";
import { apiRequest } from "@/tests/accounts";
import { mailsTo } from "@/tests/helpers/api";
import {
  countsOf,
  deleteCreatedEvents,
  eventCtx,
  member,
  registrationEvent,
} from "@/tests/event-registrations";

afterAll(deleteCreatedEvents);

const checkIn = (cookie: string, eventId: string, code: string) =>
  checkInRoute(
    apiRequest("POST", `/api/events/${eventId}/registrations/check-in`, { cookie, body: { code } }),
    eventCtx(eventId),
  );

/** The signature an attacker could make with a secret of their own. */
function forgedSignature(registrationId: string, eventId: string) {
  const mac = createHmac("sha256", "not-the-app-secret")
    .update(`event-ticket:v1:${registrationId}:${eventId}`)
    .digest();
  let bits = 0n;
  for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let out = "";
  for (let i = 7; i >= 0; i--) out += TICKET_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return out;
}

describe("checking in", () => {
  it("checks a ticket in by its typed code or its QR text, once; the second time says when the first was", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser);
    const [a, b] = [await member(), await member()];
    const ta = (await registerForEvent(a, event.id, { answers: {} })).ticket!;
    const tb = (await registerForEvent(b, event.id, { answers: {} })).ticket!;
    // Typed loosely: lower case, spaces, O for 0 and I or L for 1 all read as the code.
    const typed = ta.code.toLowerCase().replace(/-/g, " ").replace(/0/g, "o").replace(/1/g, "l");
    const first = await checkIn(organiser.cookie, event.id, typed);
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(answer).toMatchObject({ result: "checked_in", arrived: 1, registered: 2 });
    const again = await (await checkIn(organiser.cookie, event.id, ta.qr)).json();
    expect(again).toMatchObject({ result: "already_checked_in", arrived: 1 });
    expect(again.message).toBe(`Already checked in at ${formatIstTime(answer.attendee.checkedInAt)}`);
    expect((await (await checkIn(organiser.cookie, event.id, tb.qr)).json()).arrived).toBe(2);
    const { row, actual } = await countsOf(event.id);
    expect(row).toEqual(actual);
    expect(row.checkedInCount).toBe(2);
  });

  it("never puts the member's id in the code or the QR code", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser);
    const person = await member();
    const { ticket } = await registerForEvent(person, event.id, { answers: {} });
    expect(ticket!.code).toMatch(/^\d+-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(ticket!.qr).toBe(ticketQrText(event.id, ticket!.code));
    expect(ticket!.qr).not.toContain(person.id);
    expect(ticket!.qr).not.toContain(person.email);
  });

  it("refuses a forged or altered code, and a ticket of another event, changing nothing", async () => {
    const organiser = await member();
    const [here, elsewhere] = [await registrationEvent(organiser), await registrationEvent(organiser)];
    const person = await member();
    const mine = await registerForEvent(person, here.id, { answers: {} });
    const other = await registerForEvent(person, elsewhere.id, { answers: {} });
    const { number, signature } = readTicketText(mine.ticket!.code)!;
    const tries = [
      // Signed with another secret.
      formatTicketCode(number, forgedSignature(mine.id, here.id)),
      // One character changed.
      formatTicketCode(number, (signature[0] === "A" ? "B" : "A") + signature.slice(1)),
      // Another ticket number with this signature.
      formatTicketCode(number + 1, signature),
    ];
    for (const code of tries) {
      const refused = await checkIn(organiser.cookie, here.id, code);
      expect(refused.status, code).toBe(404);
      expect((await refused.json()).message).toBe("No ticket with this code for this event.");
    }
    // The other event's ticket, typed here (same number, the signature covers the other event) and scanned here.
    expect((await checkIn(organiser.cookie, here.id, other.ticket!.code)).status).toBe(404);
    const scanned = await checkIn(organiser.cookie, here.id, other.ticket!.qr);
    expect(scanned.status).toBe(404);
    expect((await scanned.json()).message).toBe("This ticket is for another event.");
    // A QR text claiming this event around the other event's code.
    expect((await checkIn(organiser.cookie, here.id, ticketQrText(here.id, other.ticket!.code))).status).toBe(
      404,
    );
    // Not a code at all: the field says so.
    const junk = await checkIn(organiser.cookie, here.id, "hello");
    expect(junk.status).toBe(400);
    expect(Object.keys((await junk.json()).errors)).toEqual(["code"]);
    expect((await countsOf(here.id)).row.checkedInCount).toBe(0);
    expect((await countsOf(elsewhere.id)).row.checkedInCount).toBe(0);
  });

  it("refuses a ticket that holds no place (waitlisted, cancelled, declined)", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, { registrationCapacity: 1 });
    const first = await registerForEvent(await member(), event.id, { answers: {} });
    const waiting = await member();
    await registerForEvent(waiting, event.id, { answers: {} });
    const number = (
      await db.eventRegistration.findUniqueOrThrow({
        where: { eventId_userId: { eventId: event.id, userId: waiting.id } },
        select: { number: true },
      })
    ).number;
    // A waitlisted member has no code to show; one made up for their number is refused all the same.
    const guess = formatTicketCode(number, readTicketText(first.ticket!.code)!.signature);
    expect((await checkIn(organiser.cookie, event.id, guess)).status).toBe(404);
    await db.eventRegistration.update({ where: { id: first.id }, data: { status: "cancelled" } });
    const cancelled = await checkIn(organiser.cookie, event.id, first.ticket!.code);
    expect(cancelled.status).toBe(409);
    expect((await cancelled.json()).message).toBe("This registration was cancelled.");
  });
});

describe("the organiser's CSV", () => {
  it("has a line per registration with its answers, formulas neutralised, no ticket codes", async () => {
    const organiser = await member();
    const event = await registrationEvent(organiser, {
      registrationQuestions: [{ id: "qwhy", label: "Why?", kind: "text", options: [], required: false }],
    });
    const person = await member();
    const { ticket } = await registerForEvent(person, event.id, { answers: { qwhy: "=HYPERLINK(1)" } });
    const res = await exportRoute(
      apiRequest("GET", `/api/events/${event.id}/registrations.csv`, { cookie: organiser.cookie }),
      eventCtx(event.id),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with a byte order mark, for Excel.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      '"ticket_number","name","email","status","registered_at (IST)","checked_in_at (IST)","organiser_message","Why?"',
    );
    expect(lines[1]).toContain(`"${person.email}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(1)"`);
    expect(csv).not.toContain(ticket!.code);
  });
});

describe("reminders and attendance", () => {
  it("reminds each registered member once, a day before; a ticket given within that day needs none", async () => {
    const organiser = await member();
    const now = new Date();
    const soon = await registrationEvent(organiser, { date: new Date(now.getTime() + 3 * DAY_MS) });
    const early = await member();
    await registerForEvent(early, soon.id, { answers: {} });
    // Two days later the event is a day away: the reminder goes, once.
    const dayBefore = new Date(now.getTime() + 2 * DAY_MS + 60_000);
    const late = await member();
    await registerForEvent(late, soon.id, { answers: {} }, dayBefore);
    const [sent, again] = [await sendEventReminders(dayBefore), await sendEventReminders(dayBefore)];
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(again).toBe(0);
    const reminders = (await mailsTo(early.email)).filter((m) => m.subject.startsWith("Reminder:"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.html).toContain('src="cid:ticket-qr"');
    expect((await mailsTo(late.email)).filter((m) => m.subject.startsWith("Reminder:"))).toHaveLength(0);
  });

  it("lists the approved events a member checked in at, latest first, with public facts only", async () => {
    const organiser = await member();
    const [first, second, missed] = [
      await registrationEvent(organiser),
      await registrationEvent(organiser),
      await registrationEvent(organiser),
    ];
    const person = await member();
    const tickets = [];
    for (const e of [first, second, missed])
      tickets.push(await registerForEvent(person, e.id, { answers: {} }));
    await checkInTicket(organiser, first.id, tickets[0]!.ticket!.code, new Date(Date.now() - 60_000));
    await checkInTicket(organiser, second.id, tickets[1]!.ticket!.code);
    const attended = await listAttendedEvents(person.id, 10);
    expect(attended.map((a) => a.eventId)).toEqual([second.id, first.id]);
    expect(Object.keys(attended[0]!).sort()).toEqual([
      "attendedAt",
      "date",
      "eventId",
      "location",
      "title",
      "type",
    ]);
    await db.event.update({ where: { id: second.id }, data: { status: "rejected" } });
    expect((await listAttendedEvents(person.id, 10)).map((a) => a.eventId)).toEqual([first.id]);
  });
});
