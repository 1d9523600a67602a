// The events list's order (the list page, the home teaser and GET /api/events share listEvents): dated events
// still to come, soonest first; the undated ones ("TBD") after them, newest first; past events left out.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listEventsRoute } from "@/app/api/events/route";
import { db } from "@/lib/db";
import { eventSearchText } from "@/lib/events/dto";
import { listEvents } from "@/lib/events/queries";
import { forgetListTotals } from "@/lib/list-page";
import { liveSince } from "@/lib/listings/live";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";

const tag = uniqueSuffix();
const now = new Date();
const day = 86_400_000;
const today = liveSince(now);
const inDays = (n: number) => new Date(today.getTime() + n * day);
const createdAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** An approved event titled `Order <tag> <name>`, held on `date` (or undated), created at `createdAt`. */
async function event(name: string, date: Date | null, createdAt: Date, type = "Meetup") {
  const fields = { title: `Order ${tag} ${name}`, description: "d", location: "Pune", type };
  const row = await db.event.create({
    data: {
      ...fields,
      status: "approved",
      postedByTag: "Admin",
      contactEmail: "x@example.com",
      date,
      createdAt,
      searchText: eventSearchText(fields),
    },
  });
  return row.id;
}

const ids = {} as Record<string, string>;
// The list's order; each was created in another order (the farthest date newest), so creation order fails it.
const expected = ["today", "soon", "soon-older", "later", "tbd-new", "tbd-old"];

beforeAll(async () => {
  ids.past = await event("past", inDays(-2), createdAgo(0));
  ids.later = await event("later", inDays(30), createdAgo(1), "Hackathon");
  ids["tbd-new"] = await event("tbd-new", null, createdAgo(2));
  ids.soon = await event("soon", inDays(3), createdAgo(3), "Hackathon");
  ids["soon-older"] = await event("soon-older", inDays(3), createdAgo(4), "Hackathon");
  ids.today = await event("today", today, createdAgo(5));
  ids["tbd-old"] = await event("tbd-old", null, createdAgo(6), "Hackathon");
});
afterAll(async () => {
  await db.event.deleteMany({ where: { title: { startsWith: `Order ${tag} ` } } });
});
beforeEach(() => forgetListTotals());

const query = (over: Partial<{ page: number; limit: number; type: string }> = {}) => ({
  page: 1,
  limit: 100,
  search: `order ${tag}`,
  type: undefined,
  location: undefined,
  ...over,
});
const names = (list: { id: string }[]) =>
  list.map((e) => Object.keys(ids).find((name) => ids[name] === e.id));

describe("the events list", () => {
  it("lists upcoming events soonest first (ties newest first), then undated ones, without past ones", async () => {
    const { events, total } = await listEvents(query(), null, { now });
    expect(names(events)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it("keeps that order across pages, a page holding the end of one part and the start of the next", async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const result = await listEvents(query({ page, limit: 2 }), null, { now });
      expect(result).toMatchObject({ total: 6, totalPages: 3, currentPage: page });
      pages.push(names(result.events));
    }
    expect(pages).toEqual([["today", "soon"], ["soon-older", "later"], ["tbd-new", "tbd-old"], []]);
    const odd = [];
    for (const page of [1, 2, 3])
      odd.push(...names((await listEvents(query({ page, limit: 4 }), null, { now })).events));
    expect(odd).toEqual(expected);
  });

  it("orders a filtered list the same way", async () => {
    const { events } = await listEvents(query({ type: "Hackathon" }), null, { now });
    expect(names(events)).toEqual(["soon", "soon-older", "later", "tbd-old"]);
  });

  it("is the order GET /api/events answers, with its contract unchanged", async () => {
    const res = await listEventsRoute(
      apiRequest("GET", `/api/events?search=${encodeURIComponent(`order ${tag}`)}&limit=4&page=2`),
      routeContext,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { events: { id: string; date: string | null }[] };
    expect(body).toMatchObject({ total: 6, totalPages: 2, currentPage: 2, totalCapped: false });
    expect(names(body.events)).toEqual(["tbd-new", "tbd-old"]);
    expect(body.events.map((e) => e.date)).toEqual([null, null]);
  });
});
