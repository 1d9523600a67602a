// GET /api/jobs and GET /api/events: defaults, the limit cap, paging, literal search, filters, NUL bytes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listEventsRoute } from "@/app/api/events/route";
import { GET as listJobsRoute } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { eventSearchText } from "@/lib/events/dto";
import { jobSearchText } from "@/lib/jobs/dto";
import {
  apiRequest,
  createTestUser,
  routeContext,
  sessionCookieFor,
  uniqueSuffix,
  type TestUser,
} from "@/tests/accounts";
import { approvedEventBy, approvedJobBy } from "@/tests/listings";

type Job = {
  id: string;
  title: string;
  company: string;
  description: string;
  location: string;
  skills: string[];
  status: string;
  createdAt: string;
};
type Event = {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  location: string;
  type: string;
  status: string;
};
type Page<K extends string, T> = Record<K, T[]> & { total: number; totalPages: number; currentPage: number };

const tag = uniqueSuffix();
let member: TestUser;
let memberCookie = "";
let adminCookie = "";

async function jobs(query: string): Promise<{ status: number; body: Page<"jobs", Job> }> {
  const res = await listJobsRoute(apiRequest("GET", `/api/jobs${query}`), routeContext);
  return { status: res.status, body: await res.json() };
}
async function events(query: string): Promise<{ status: number; body: Page<"events", Event> }> {
  const res = await listEventsRoute(apiRequest("GET", `/api/events${query}`), routeContext);
  return { status: res.status, body: await res.json() };
}
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
/** The text job search looks in: title, company, description, location and skills. */
const jobText = (j: Job) =>
  [j.title, j.company, j.description, j.location, ...j.skills].join(" ").toLowerCase();
const eventText = (e: Event) =>
  [e.title, e.shortDescription, e.description, e.location, e.type].join(" ").toLowerCase();

const poster = () => ({ id: member.id, cookie: memberCookie });
const approvedJob = (overrides: Record<string, unknown>) =>
  approvedJobBy<Job>(poster(), adminCookie, overrides);
const approvedEvent = (overrides: Record<string, string>) =>
  approvedEventBy<Event>(poster(), adminCookie, overrides);

beforeAll(async () => {
  member = await createTestUser();
  memberCookie = await sessionCookieFor(member);
  adminCookie = await sessionCookieFor(await createTestUser({ role: "Admin" }));
  // 101 approved rows of each kind, so a page of 100 is provably cut by the cap.
  const base = { status: "approved" as const, postedByTag: "Admin", contactEmail: "x@example.com" };
  await db.job.createMany({
    data: Array.from({ length: 101 }, (_, i) => {
      const job = {
        title: `Filler ${tag} ${i}`,
        company: "Filler Co",
        description: "d",
        location: "Nowhere",
      };
      return { ...base, ...job, skills: [], searchText: jobSearchText({ ...job, skills: [] }) };
    }),
  });
  await db.event.createMany({
    data: Array.from({ length: 101 }, (_, i) => {
      const event = { title: `Filler ${tag} ${i}`, description: "d", location: "Nowhere", type: "Event" };
      return { ...base, ...event, searchText: eventSearchText(event) };
    }),
  });
});

afterAll(async () => {
  await db.job.deleteMany({ where: { title: { startsWith: `Filler ${tag} ` } } });
  await db.event.deleteMany({ where: { title: { startsWith: `Filler ${tag} ` } } });
});

type Listed = { id: string; status: string; createdAt: string; date?: string | null };
type Counts = { total: number; totalPages: number; currentPage: number };

/** One list call, with the listings under `items` whichever key the answer uses. */
async function listOf(kind: "jobs" | "events", query: string) {
  const route = kind === "jobs" ? listJobsRoute : listEventsRoute;
  const res = await route(apiRequest("GET", `/api/${kind}${query}`), routeContext);
  const body = (await res.json()) as Counts & Record<"jobs" | "events", Listed[]>;
  return { status: res.status, body: body as Counts, items: body[kind] };
}

describe.each(["jobs", "events"] as const)("GET /api/%s paging", (kind) => {
  const list = (query: string) => listOf(kind, query);
  it("defaults to page 1 of 100 approved listings, in the list's order", async () => {
    const { status, body, items } = await list("");
    expect(status).toBe(200);
    expect(body.currentPage).toBe(1);
    expect(body.total).toBeGreaterThan(100);
    expect(items).toHaveLength(100);
    expect(body.totalPages).toBe(Math.ceil(body.total / 100));
    expect(items.every((i) => i.status === "approved")).toBe(true);
    // Jobs newest first; events soonest first, then the undated ones newest first.
    const dated = items.filter((i) => i.date);
    const undated = items.filter((i) => !i.date);
    if (kind === "events") expect([...dated, ...undated]).toEqual(items);
    const dates = dated.map((i) => i.date);
    expect([...dates].sort()).toEqual(dates);
    const created = undated.map((i) => i.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it.each(["500", "101", "0", "-3", "abc"])("caps or defaults limit=%s to 100", async (limit) => {
    const { body, items } = await list(q({ limit }));
    expect(items).toHaveLength(100);
    expect(body.totalPages).toBe(Math.ceil(body.total / 100));
  });

  it("pages with a smaller limit, and answers an empty page past the end", async () => {
    const page2 = await list(q({ limit: "2", page: "2" }));
    expect(page2.items).toHaveLength(2);
    expect(page2.body).toMatchObject({ currentPage: 2, totalPages: Math.ceil(page2.body.total / 2) });
    const page1 = await list(q({ limit: "2", page: "1" }));
    expect(page2.items.map((i) => i.id)).not.toContain(page1.items[0]!.id);
    const past = page2.body.totalPages + 1;
    const beyond = await list(q({ limit: "2", page: String(past) }));
    expect(beyond.status).toBe(200);
    expect(beyond.items).toEqual([]);
    expect(beyond.body.currentPage).toBe(past);
  });

  it.each([
    ["search", "a\u0000b"],
    ["location", "a\u0000b"],
    ["type", kind === "jobs" ? "Intern\u0000ship" : "Hack\u0000athon"],
  ])("strips a NUL byte from %s instead of failing", async (param, value) => {
    const { status } = await list(q({ [param]: value }));
    expect(status).toBe(200);
  });
});

describe.each([
  ["jobs", "Job, Internship, Full-time, Part-time, Contract, Freelance, Temporary"],
  ["events", "Event, Hackathon, Workshop, Conference, Meetup, Webinar"],
] as const)("GET /api/%s?type=", (kind, allowed) => {
  it.each(["\\", "%", "%%", "_", "J_b", "Job%", "Hack%", "_ob", "'", "jobs", "hackathons", "x".repeat(300)])(
    "%s is a 400 naming the types, never a pattern",
    async (type) => {
      const { status, body } = await listOf(kind, q({ type }));
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        code: "validation_failed",
        errors: { type: `Type must be one of: ${allowed}` },
      });
    },
  );

  it("matches one type exactly, in any case, and an empty type is no filter", async () => {
    const [one, other] = kind === "jobs" ? ["internship", "Full-time"] : ["HACKATHON", "Meetup"];
    for (const type of [one, other]) {
      const { status, items } = await listOf(kind, q({ type, limit: "100" }));
      expect(status).toBe(200);
      for (const item of items as unknown as { type: string; jobType?: string }[])
        expect([item.type.toLowerCase(), item.jobType?.toLowerCase()]).toContain(type.toLowerCase());
    }
    expect((await listOf(kind, q({ type: "" }))).status).toBe(200);
  });
});

describe("job search", () => {
  let odd: Job;
  beforeAll(async () => {
    odd = await approvedJob({ title: `Rate 100%_match ${tag}`, skills: [`Backslash\\Skill${tag}`] });
    await approvedJob({ title: `O'Reilly Rust trainer ${tag}` });
  });

  it("matches % and _ literally", async () => {
    const both = await jobs(q({ search: "100%_match" }));
    expect(both.body.jobs.map((j) => j.id)).toContain(odd.id);
    for (const term of ["%", "_", "%_"]) {
      const { status, body } = await jobs(q({ search: term }));
      expect(status).toBe(200);
      for (const j of body.jobs) expect(jobText(j), `${j.title} matched ${term}`).toContain(term);
    }
    // `%` does not match everything: the 101 fillers hold no %.
    const percent = await jobs(q({ search: "%" }));
    const all = await jobs("");
    expect(percent.body.total).toBeLessThan(all.body.total);
    expect(percent.body.jobs.map((j) => j.id)).toContain(odd.id);
    // As wildcards these would match "rate 100%_match"; literally they match nothing.
    for (const term of ["rate 1_0", "rate 100%match", `filler ${tag} 1_`]) {
      expect((await jobs(q({ search: term }))).body.total, term).toBe(0);
    }
  });

  it("finds quotes and backslashes literally, case-insensitively, and survives SQL-like text", async () => {
    const quoted = await jobs(q({ search: `o'REILLY rust trainer ${tag}` }));
    expect(quoted.body.jobs).toHaveLength(1);
    const slash = await jobs(q({ search: `backslash\\skill${tag}` }));
    expect(slash.body.jobs.map((j) => j.id)).toEqual([odd.id]);
    for (const term of ["'", '\'; DROP TABLE "Job"; --', "\\", "solidity%' OR '1'='1", "%' OR 1=1 --"]) {
      const { status, body } = await jobs(q({ search: term }));
      expect(status, term).toBe(200);
      for (const j of body.jobs) expect(jobText(j)).toContain(term.toLowerCase());
    }
    expect(await db.job.count()).toBeGreaterThan(100);
  });

  it("finds the job with a NUL stripped from the search", async () => {
    const { body } = await jobs(q({ search: "100%\u0000_match" }));
    expect(body.jobs.map((j) => j.id)).toContain(odd.id);
  });
});

describe("event search and filters", () => {
  let odd: Event;
  let far: Event;
  beforeAll(async () => {
    odd = await approvedEvent({
      title: `50%_off O'Hack ${tag}`,
      shortDescription: `Quokka build night ${tag}`,
    });
    far = await approvedEvent({ title: `Kerala builders ${tag}`, location: "Thiruvananthapuram" });
  });

  it("matches %, _ and quotes literally, and never fails on SQL-like text", async () => {
    expect((await events(q({ search: "50%_off o'hack" }))).body.events.map((e) => e.id)).toContain(odd.id);
    for (const term of ["%", "_", "'", "%_", '\'; DROP TABLE "Event"; --', "' OR '1'='1", "\\"]) {
      const { status, body } = await events(q({ search: term }));
      expect(status, term).toBe(200);
      for (const e of body.events)
        expect(eventText(e), `${e.title} matched ${term}`).toContain(term.toLowerCase());
    }
    expect((await events(q({ search: "50_%off" }))).body.total).toBe(0);
  });

  it("searches the short description the event card shows first", async () => {
    const { body } = await events(q({ search: `QUOKKA build night ${tag}` }));
    expect(body.events.map((e) => e.id)).toEqual([odd.id]);
  });

  it("filters by location, case-insensitively and by part", async () => {
    const { body } = await events(q({ location: "thiruvananthA" }));
    expect(body.events.map((e) => e.id)).toContain(far.id);
    for (const e of body.events) expect(e.location.toLowerCase()).toContain("thiruvanantha");
    const pune = await events(q({ location: "Pune", search: tag }));
    expect(pune.body.events.map((e) => e.id)).toEqual([odd.id]);
    expect((await events(q({ location: "%" }))).body.events.every((e) => e.location.includes("%"))).toBe(
      true,
    );
  });
});
