// An event may say when it ends: the form's rule (after the start, within 31 days, never without a start), and the
// end carried to the page's JSON-LD, the calendar feed's DTEND and the personal calendar.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as eventCalendar } from "@/app/[locale]/(public)/events/calendar.ics/route";
import { POST as postEvent } from "@/app/api/events/route";
import { db } from "@/lib/db";
import { eventInput } from "@/lib/events/schema";
import { getEvent } from "@/lib/events/queries";
import { eventJsonLd } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";
import { createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { clearListingLimits, eventForm, formRequest } from "@/tests/listings";

let owner: TestUser;
let cookie = "";
const made: string[] = [];

beforeAll(async () => {
  owner = await createTestUser();
  cookie = await sessionCookieFor(owner);
});
beforeEach(() => clearListingLimits(owner.id));
afterAll(async () => {
  await db.event.deleteMany({ where: { id: { in: made } } });
});

async function submit(fields: Record<string, string>) {
  const res = await postEvent(formRequest("POST", "/api/events", eventForm(fields), cookie), routeContext);
  const body = (await res.json()) as { event?: { id: string }; errors?: Record<string, string> };
  if (body.event) made.push(body.event.id);
  return { status: res.status, body };
}

describe("an event's end", () => {
  it("is refused before the start, without a start, or more than 31 days after it; nothing is written", async () => {
    const before = await db.event.count({ where: { postedById: owner.id } });
    const cases = [
      [
        { date: "2027-01-15T18:30:00+05:30", endDate: "2027-01-15T18:00:00+05:30" },
        "The end must be after the start",
      ],
      [{ date: "", endDate: "2027-01-15T18:00:00+05:30" }, "Please give the start date and time too"],
      [
        { date: "2027-01-15T18:30:00+05:30", endDate: "2027-02-20T18:00:00+05:30" },
        "An event can last at most 31 days",
      ],
    ] as const;
    for (const [fields, message] of cases) {
      const { status, body } = await submit(fields);
      expect(status).toBe(400);
      expect(body.errors?.endDate).toBe(message);
    }
    expect(await db.event.count({ where: { postedById: owner.id } })).toBe(before);
    // The form reads the same rule.
    expect(
      eventInput.safeParse({ ...Object.fromEntries(eventForm()), endDate: "2027-01-15T17:00:00+05:30" })
        .success,
    ).toBe(false);
  });

  it("is kept, shown in JSON-LD, and is the calendar entry's DTEND", async () => {
    const { status, body } = await submit({
      type: "Hackathon",
      date: "2027-01-15T09:00:00+05:30",
      endDate: "2027-01-16T21:00:00+05:30",
    });
    expect(status).toBe(201);
    const id = body.event!.id;
    await db.event.update({ where: { id }, data: { status: "approved" } });
    const event = await getEvent(id, null);
    expect(event?.endDate).toBe("2027-01-16T15:30:00.000Z");
    expect(eventJsonLd(event!, site.url)).toMatchObject({
      startDate: "2027-01-15T03:30:00.000Z",
      endDate: "2027-01-16T15:30:00.000Z",
    });
    const feed = (await (await eventCalendar()).text()).replace(/\r\n /g, "");
    const entry = feed.split("BEGIN:VEVENT").find((part) => part.includes(`UID:event-${id}@`));
    expect(entry).toContain("DTSTART:20270115T033000Z\r\n");
    expect(entry).toContain("DTEND:20270116T153000Z\r\n");
  });
});
