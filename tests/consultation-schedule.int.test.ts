// A consultation's time: accepting needs one (IST, in the future, judged by the server's clock); an accepted
// consultation's time can be changed, and each mail carries an .ics entry whose UID stays and whose SEQUENCE
// goes up. Other decisions: admin-coins-consultations.int.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as decide } from "@/app/api/admin/consultations/[id]/route";
import { getAvailability } from "@/lib/consultations/availability";
import { bookConsultation } from "@/lib/consultations/mutations";
import { db } from "@/lib/db";
import { formatEventDate } from "@/lib/format/date";
import { utcStamp } from "@/lib/seo/ical";
import { apiRequest, latestMailTo } from "@/tests/accounts";
import { ctx, listingCast } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;

beforeAll(async () => {
  cast = await listingCast();
});

async function book() {
  // A member holds at most 3 open consultations (pending, or accepted and still to come): start from none.
  await db.consultation.deleteMany({ where: { userId: cast.other.id } });
  const { consultation } = await bookConsultation(cast.other.id, {
    name: "Riya",
    email: cast.other.email,
    mobile: "+91 9876543210",
    topic: "Tokenomics review",
    message: "We launch in March.",
    preferredDate: undefined,
  });
  return consultation;
}

const put = (id: string, body: unknown) =>
  decide(apiRequest("PUT", `/api/admin/consultations/${id}`, { body, cookie: cast.adminCookie }), ctx(id));

/** The mail's one .ics attachment, unfolded (RFC 5545 §3.1), as its VEVENT's properties. */
async function latestInvite() {
  const mail = (await latestMailTo(cast.other.email))!;
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments!;
  expect(file).toMatchObject({
    filename: "consultation.ics",
    contentType: "text/calendar; charset=utf-8; method=REQUEST",
  });
  const lines = file!.content.replace(/\r\n[ \t]/g, "").split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const event = lines.slice(lines.indexOf("BEGIN:VEVENT") + 1, lines.indexOf("END:VEVENT"));
  const props = Object.fromEntries(
    event.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)] as const),
  );
  return { mail, props };
}

describe("accepting a consultation", () => {
  it.each([
    ["without a time", {}, "Please choose the date and time of the consultation (IST)"],
    ["with a blank time", { scheduledDate: "" }, "Please choose the date and time of the consultation (IST)"],
    [
      "at a time in the past",
      { scheduledDate: "2020-01-01T10:00:00+05:30" },
      "Please choose a time in the future",
    ],
    [
      "a minute ago",
      { scheduledDate: new Date(Date.now() - 60_000).toISOString() },
      "Please choose a time in the future",
    ],
  ] as const)(
    "refuses %s with a 400 naming scheduledDate, and changes nothing",
    async (_, extra, message) => {
      const c = await book();
      const res = await put(c.id, { status: "accepted", adminNotes: "Bring the deck.", ...extra });
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ scheduledDate: message });
      const row = await db.consultation.findUniqueOrThrow({ where: { id: c.id } });
      expect(row).toMatchObject({ status: "pending", scheduledDate: null, adminNotes: "" });
    },
  );

  it("accepts at a time read as IST and mails it with an .ics entry (DTSTART in UTC, SEQUENCE 0, the session's length)", async () => {
    const c = await book();
    const { sessionMinutes } = await getAvailability();
    const res = await put(c.id, { status: "accepted", scheduledDate: "2099-02-01T10:30:00+05:30" });
    expect(res.status).toBe(200);
    expect((await res.json()).consultation).toMatchObject({
      status: "accepted",
      scheduledDate: "2099-02-01T05:00:00.000Z",
    });
    const { mail, props } = await latestInvite();
    expect(mail.subject).toBe("Your consultation: accepted");
    expect(mail.text).toContain(
      `Your consultation is confirmed for ${formatEventDate("2099-02-01T05:00:00Z")} IST.`,
    );
    expect(mail.text).not.toContain("We will confirm the time");
    expect(props).toMatchObject({
      DTSTART: "20990201T050000Z",
      DTEND: utcStamp(new Date(Date.parse("2099-02-01T05:00:00Z") + sessionMinutes * 60_000)),
      SEQUENCE: "0",
      SUMMARY: "Builders Hub consultation: Tokenomics review",
    });
    expect(props.UID).toMatch(new RegExp(`^consultation-${c.id}@`));
  });
});

describe("changing the time of an accepted consultation", () => {
  it("moves it, mails the new time with the same UID and the next SEQUENCE, and audits it", async () => {
    const c = await book();
    expect((await put(c.id, { status: "accepted", scheduledDate: "2099-03-01T10:00:00+05:30" })).status).toBe(
      200,
    );
    const first = (await latestInvite()).props;

    const moved = await put(c.id, {
      status: "accepted",
      scheduledDate: "2099-03-02T18:15:00+05:30",
      adminNotes: "Moved to the evening.",
    });
    expect(moved.status).toBe(200);
    expect((await moved.json()).consultation).toMatchObject({
      status: "accepted",
      scheduledDate: "2099-03-02T12:45:00.000Z",
      adminNotes: "Moved to the evening.",
    });
    const second = await latestInvite();
    expect(second.mail.subject).toBe("Your consultation: new time");
    expect(second.mail.text).toContain(
      `Your consultation has a new time: ${formatEventDate("2099-03-02T12:45:00Z")} IST.`,
    );
    expect(second.mail.text).toContain("Notes from the team: Moved to the evening.");
    expect(second.props).toMatchObject({ UID: first.UID, DTSTART: "20990302T124500Z", SEQUENCE: "1" });

    expect((await put(c.id, { status: "accepted", scheduledDate: "2099-03-03T09:00:00+05:30" })).status).toBe(
      200,
    );
    expect((await latestInvite()).props).toMatchObject({ UID: first.UID, SEQUENCE: "2" });
    expect(await db.auditLog.count({ where: { targetId: c.id, action: "consultation.reschedule" } })).toBe(2);
  });

  it("refuses a past time (400) and a consultation no longer accepted (409)", async () => {
    const c = await book();
    await put(c.id, { status: "accepted", scheduledDate: "2099-04-01T10:00:00+05:30" });
    const past = await put(c.id, { status: "accepted", scheduledDate: "2021-04-01T10:00:00+05:30" });
    expect(past.status).toBe(400);
    expect(
      (await db.consultation.findUniqueOrThrow({ where: { id: c.id } })).scheduledDate?.toISOString(),
    ).toBe("2099-04-01T04:30:00.000Z");
    expect((await put(c.id, { status: "completed" })).status).toBe(200);
    const late = await put(c.id, { status: "accepted", scheduledDate: "2099-04-02T10:00:00+05:30" });
    expect(late.status).toBe(409);
  });
});
