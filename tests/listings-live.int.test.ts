// Public job and event lists: only open listings (the live filter), totals capped for searches, and pages that
// hold the same rows, in the same order, as the plain OFFSET query they replaced.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as listEventsRoute } from "@/app/api/events/route";
import { GET as listJobsRoute } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { eventSearchText } from "@/lib/events/dto";
import { listEvents } from "@/lib/events/queries";
import { jobSearchText } from "@/lib/jobs/dto";
import { listJobs } from "@/lib/jobs/queries";
import { forgetListTotals, listTotalsSettled } from "@/lib/list-page";
import { liveEventWhere, liveJobWhere, liveSince } from "@/lib/listings/live";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";

const tag = uniqueSuffix();
const now = new Date();
const today = liveSince(now);
const day = 86_400_000;
const yesterday = new Date(today.getTime() - day);
const nextWeek = new Date(today.getTime() + 7 * day);
const base = { status: "approved" as const, postedByTag: "Admin", contactEmail: "x@example.com" };
const query = (over: Partial<{ page: number; limit: number; search: string }> = {}) => ({
  page: 1,
  limit: 10,
  search: undefined,
  type: undefined,
  location: undefined,
  ...over,
});

async function job(name: string, applicationDeadline: Date | null, createdAt?: Date) {
  const fields = {
    title: `Live ${tag} ${name}`,
    company: "Co",
    description: "d",
    location: "Pune",
    skills: [],
  };
  const row = await db.job.create({
    data: { ...base, ...fields, applicationDeadline, searchText: jobSearchText(fields), createdAt },
  });
  return row.id;
}
async function event(name: string, date: Date | null, createdAt?: Date) {
  const fields = { title: `Live ${tag} ${name}`, description: "d", location: "Pune", type: "Meetup" };
  const row = await db.event.create({
    data: { ...base, ...fields, date, searchText: eventSearchText(fields), createdAt },
  });
  return row.id;
}

const ids = {} as Record<string, string>;
beforeAll(async () => {
  ids.jobPast = await job("job-past", yesterday);
  ids.jobToday = await job("job-today", today);
  ids.jobNone = await job("job-none", null);
  ids.jobLater = await job("job-later", nextWeek);
  ids.eventPast = await event("event-past", yesterday);
  ids.eventToday = await event("event-today", today);
  ids.eventNone = await event("event-none", null);
  // Five of each posted at the same instant: the id decides their order.
  const same = new Date(now.getTime() - 3_600_000);
  for (let i = 0; i < 5; i++) {
    await job(`tie-${i}`, null, same);
    await event(`tie-${i}`, null, same);
  }
});
afterAll(async () => {
  await db.job.deleteMany({ where: { title: { startsWith: `Live ${tag} ` } } });
  await db.event.deleteMany({ where: { title: { startsWith: `Live ${tag} ` } } });
});
beforeEach(() => forgetListTotals());

describe("the live filter", () => {
  it("keeps jobs whose deadline is today, later or unset, and drops passed ones", async () => {
    const listed = (await listJobs(query({ search: `live ${tag} job-`, limit: 100 }), null, { now })).jobs;
    expect(listed.map((j) => j.id).sort()).toEqual([ids.jobToday, ids.jobNone, ids.jobLater].sort());
    const res = await listJobsRoute(
      apiRequest("GET", `/api/jobs?search=live+${tag}+job-&limit=100`),
      routeContext,
    );
    const body = (await res.json()) as { jobs: { id: string }[]; total: number };
    expect(body.jobs.map((j) => j.id)).not.toContain(ids.jobPast);
    expect(body.jobs.map((j) => j.id)).toContain(ids.jobToday);
    expect(body.total).toBe(3);
  });

  it("keeps events held today, later or undated, and drops past ones", async () => {
    const listed = (await listEvents(query({ search: `live ${tag} event-`, limit: 100 }), null, { now }))
      .events;
    expect(listed.map((e) => e.id).sort()).toEqual([ids.eventToday, ids.eventNone].sort());
    const res = await listEventsRoute(
      apiRequest("GET", `/api/events?search=live+${tag}+event-`),
      routeContext,
    );
    const body = (await res.json()) as { events: { id: string }[]; total: number; totalCapped: boolean };
    expect(body.events.map((e) => e.id).sort()).toEqual([ids.eventToday, ids.eventNone].sort());
    expect(body).toMatchObject({ total: 2, totalCapped: false });
  });

  it("drops a job once its deadline's day has ended in India", async () => {
    const tomorrow = new Date(now.getTime() + day);
    const listed = (await listJobs(query({ search: `live ${tag} job-today` }), null, { now: tomorrow })).jobs;
    expect(listed).toEqual([]);
  });
});

describe("capped totals", () => {
  it("counts a search no further than the cap, and says so", async () => {
    const search = `live ${tag} tie-`;
    const capped = await listJobs(query({ search, limit: 2 }), null, { now, countCap: 3 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true, totalPages: 2, currentPage: 1 });
    expect(capped.jobs).toHaveLength(2);
    // Within the cap a page lists as before; past it, the page is empty, as totalPages says.
    expect(
      (await listJobs(query({ search, limit: 2, page: 2 }), null, { now, countCap: 3 })).jobs,
    ).toHaveLength(2);
    expect((await listJobs(query({ search, limit: 2, page: 3 }), null, { now, countCap: 3 })).jobs).toEqual(
      [],
    );
    const exact = await listEvents(query({ search, limit: 2 }), null, { now, countCap: 10 });
    expect(exact).toMatchObject({ total: 5, totalCapped: false, totalPages: 3 });
    const events = await listEvents(query({ search, limit: 2 }), null, { now, countCap: 4 });
    expect(events).toMatchObject({ total: 4, totalCapped: true, totalPages: 2 });
  });

  it("gives the unfiltered list its exact total above the cap, counted in the background", async () => {
    const first = await listJobs(query(), null, { now, countCap: 3 });
    expect(first).toMatchObject({ total: 3, totalCapped: true, totalPages: 1 });
    expect(first.jobs).toHaveLength(10); // the unfiltered list pages on past the cap
    await listEvents(query(), null, { now, countCap: 3 });
    await listTotalsSettled();
    // Other test files may add listings meanwhile: the total lies between the counts taken around it.
    const [jobsBefore, eventsBefore] = await Promise.all([
      db.job.count({ where: liveJobWhere(now) }),
      db.event.count({ where: liveEventWhere(now) }),
    ]);
    const [jobs, events] = await Promise.all([
      listJobs(query(), null, { now, countCap: 3 }),
      listEvents(query(), null, { now, countCap: 3 }),
    ]);
    expect(jobs.totalCapped || events.totalCapped).toBe(false);
    expect(jobs.total).toBeGreaterThan(3);
    expect(events.total).toBeGreaterThan(3);
    expect(Math.abs(jobs.total - jobsBefore)).toBeLessThan(50);
    expect(Math.abs(events.total - eventsBefore)).toBeLessThan(50);
  });
});

describe("pages", () => {
  it("break ties on createdAt by id, newest first, the same on every page", async () => {
    const search = `live ${tag} tie-`;
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await listJobs(query({ search, limit: 2, page }), null, { now })).jobs);
    const expected = await db.job.findMany({
      where: { title: { startsWith: `Live ${tag} tie-` } },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    expect(pages.map((j) => j.id)).toEqual(expected.map((j) => j.id));
  });

  it.each([1, 2, 6, 7])("hold the rows of the plain OFFSET query (page %i, 3 a page)", async (page) => {
    const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
    // Events: soonest first, the undated ones last.
    const eventOrder = [{ date: { sort: "asc" as const, nulls: "last" as const } }, ...order];
    const skip = (page - 1) * 3;
    const [jobs, events, oldJobs, oldEvents] = await Promise.all([
      listJobs(query({ page, limit: 3 }), null, { now }),
      listEvents(query({ page, limit: 3 }), null, { now }),
      db.job.findMany({ where: liveJobWhere(now), orderBy: order, skip, take: 3, select: { id: true } }),
      db.event.findMany({
        where: liveEventWhere(now),
        orderBy: eventOrder,
        skip,
        take: 3,
        select: { id: true },
      }),
    ]);
    expect(jobs.jobs.map((j) => j.id)).toEqual(oldJobs.map((j) => j.id));
    expect(events.events.map((e) => e.id)).toEqual(oldEvents.map((e) => e.id));
  });
});

describe("a search or filter that matches few", () => {
  // Read whole from the filters' indexes and paged by id, or walked in the list's order (fewMatches: 0): the
  // same rows in the same order on every page, with the same exact total, across the events' two parts.
  it.each([1, 2, 3, 4])("lists page %i as the walk does (2 a page)", async (page) => {
    const asked = (search: string) => query({ search, limit: 2, page });
    for (const search of [`live ${tag} tie-`, `live ${tag} event-`, `live ${tag} job-`]) {
      const [jobs, walkedJobs, events, walkedEvents] = await Promise.all([
        listJobs(asked(search), null, { now }),
        listJobs(asked(search), null, { now, fewMatches: 0 }),
        listEvents(asked(search), null, { now }),
        listEvents(asked(search), null, { now, fewMatches: 0 }),
      ]);
      expect(jobs).toEqual(walkedJobs);
      expect(events).toEqual(walkedEvents);
    }
    // Both parts of the events list, dated then undated, on the first pages of this search.
    const both = await listEvents(query({ search: `live ${tag} event-`, limit: 1, page: 2 }), null, { now });
    expect(both).toMatchObject({ total: 2, totalPages: 2 });
    expect(both.events.map((e) => e.id)).toEqual([ids.eventNone]);
  });

  it("reads no further than the few it may page whole: more than that is walked and counted", async () => {
    const search = `live ${tag} tie-`;
    const few = await listJobs(query({ search, limit: 2 }), null, { now, fewMatches: 4 });
    expect(few).toMatchObject({ total: 5, totalCapped: false, totalPages: 3 });
    expect(few.jobs).toEqual(
      (await listJobs(query({ search, limit: 2 }), null, { now, fewMatches: 5 })).jobs,
    );
  });
});
