// Saved searches through /api/saved-searches: create (canonical query, limit of 20 even under simultaneous
// saves), list, rename, change frequency, delete; owners only (anyone else's is 404), guests 401.
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/saved-searches/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/saved-searches/route";
import { db } from "@/lib/db";
import { SAVED_SEARCH_LIMIT } from "@/lib/saved-searches/schema";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import { ctx } from "@/tests/listings";

type Answer = {
  search: {
    id: string;
    name: string;
    query: string;
    description: string;
    href: string;
    frequency: string;
    lastSentAt: string | null;
  };
};

const save = (cookie: string | undefined, body: Record<string, unknown>) =>
  createRoute(apiRequest("POST", "/api/saved-searches", { cookie, body }), routeContext);

describe("saved searches", () => {
  let owner: TestUser;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    owner = await createTestUser();
    cookie = await sessionCookieFor(owner);
    otherCookie = await sessionCookieFor(await createTestUser());
  });

  it("saves a search with its query in the list's canonical order (bad values left out), and lists it", async () => {
    const res = await save(cookie, {
      list: "/jobs",
      query: "salaryMin=10000&mode=remote&q=solidity&type=Internship&city=atlantis",
      name: "  Remote internships  ",
    });
    expect(res.status).toBe(201);
    const { search } = (await res.json()) as Answer;
    expect(search).toMatchObject({
      name: "Remote internships",
      query: "q=solidity&type=Internship&mode=remote&salaryMin=10000",
      frequency: "daily",
      lastSentAt: null,
      href: "/jobs?q=solidity&type=Internship&mode=remote&salaryMin=10000",
    });
    expect(search.description).toBe(
      "Remote internships in India paying ₹10,000+ a month, matching “solidity”",
    );
    const list = await listRoute(apiRequest("GET", "/api/saved-searches", { cookie }), routeContext);
    expect(list.status).toBe(200);
    const { searches } = (await list.json()) as { searches: Answer["search"][] };
    expect(searches.map((s) => s.id)).toContain(search.id);
    // A Hindi page's list (X-Locale) says each search in Hindi; the query and href are the same.
    const hindi = await listRoute(
      apiRequest("GET", "/api/saved-searches", { cookie, headers: { "X-Locale": "hi" } }),
      routeContext,
    );
    const inHindi = ((await hindi.json()) as { searches: Answer["search"][] }).searches.find(
      (s) => s.id === search.id,
    )!;
    expect(inHindi).toMatchObject({ query: search.query, href: search.href });
    expect(inHindi.description).toMatch(/इंटर्नशिप.*₹10,000.*, “solidity” से मेल खाते हुए$/);
  });

  it("refuses a bad list, a missing or long name and a bad frequency (400 naming the field)", async () => {
    for (const [body, field] of [
      [{ list: "/courses", query: "", name: "x" }, "list"],
      [{ list: "/gigs", query: "", name: " " }, "name"],
      [{ list: "/gigs", query: "", name: "n".repeat(81) }, "name"],
      [{ list: "/gigs", query: "", name: "ok", frequency: "hourly" }, "frequency"],
    ] as const) {
      const res = await save(cookie, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    }
  });

  it("refuses a parameter its list does not read (400 naming it on query) and saves nothing", async () => {
    const count = () => db.savedSearch.count({ where: { userId: owner.id } });
    const before = await count();
    for (const [list, query, message] of [
      ["/jobs", "search=XSS", "Unknown filter for /jobs: search"],
      ["/gigs", "q=rust&foo=1&budgetMin=25000&bar=2", "Unknown filters for /gigs: foo, bar"],
      // A filter of another list is unknown to this one.
      ["/startups", "salaryMin=10000", "Unknown filter for /startups: salaryMin"],
      ["/events", "list=/events&type=hackathon", "Unknown filter for /events: list"],
    ] as const) {
      const res = await save(cookie, { list, query, name: "Everything new" });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { code: string; errors: Record<string, string> };
      expect(body.code).toBe("validation_failed");
      expect(body.errors.query).toBe(message);
    }
    expect(await count()).toBe(before);
    // Every name its list reads is kept: the search words, the page (left out) and each filter.
    const known = await save(cookie, {
      list: "/events",
      query: "q=zk&when=past&type=hackathon&city=online&range=month&from=2026-01-01&to=2026-02-01&page=3",
      name: "Every event filter",
    });
    expect(known.status).toBe(201);
    expect(((await known.json()) as Answer).search.query).not.toContain("page=");
  });

  it("refuses the same search saved twice (409 naming the saved one), whatever the order of its filters", async () => {
    const word = `dup${Date.now().toString(36)}`;
    const first = await save(cookie, { list: "/jobs", query: `mode=remote&q=${word}`, name: "Remote first" });
    expect(first.status).toBe(201);
    const again = await save(cookie, {
      list: "/jobs",
      query: `q=${word}&mode=remote`,
      name: "Remote again",
      frequency: "instant",
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      code: "conflict",
      message:
        "You already saved this search as “Remote first”. Change how often it emails you from your saved searches.",
      errors: { query: "This search is already saved as “Remote first”" },
    });
    const saved = await db.savedSearch.findMany({
      where: { userId: owner.id, query: { contains: word } },
      select: { name: true, frequency: true },
    });
    expect(saved).toEqual([{ name: "Remote first", frequency: "daily" }]);
    // Another list with the same words, or another member, is another search.
    expect((await save(cookie, { list: "/gigs", query: `q=${word}`, name: "Gigs" })).status).toBe(201);
    expect(
      (await save(otherCookie, { list: "/jobs", query: `q=${word}&mode=remote`, name: "Mine" })).status,
    ).toBe(201);
  });

  it("renames and changes the frequency; another member gets 404 and changes nothing", async () => {
    const res = await save(cookie, { list: "/events", query: "type=hackathon", name: "Hackathons" });
    const { search } = (await res.json()) as Answer;
    const patch = (c: string, body: unknown) =>
      patchRoute(
        apiRequest("PATCH", `/api/saved-searches/${search.id}`, { cookie: c, body }),
        ctx(search.id),
      );
    const del = (c: string) =>
      deleteRoute(apiRequest("DELETE", `/api/saved-searches/${search.id}`, { cookie: c }), ctx(search.id));

    expect((await patch(otherCookie, { name: "Mine now" })).status).toBe(404);
    expect((await del(otherCookie)).status).toBe(404);
    const renamed = await patch(cookie, { name: "Hackathons everywhere", frequency: "weekly" });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Answer).search).toMatchObject({
      name: "Hackathons everywhere",
      frequency: "weekly",
    });
    expect((await patch(cookie, {})).status).toBe(400);
    expect((await patch(cookie, { frequency: "off" })).status).toBe(200);

    expect((await del(cookie)).status).toBe(200);
    expect(await db.savedSearch.count({ where: { id: search.id } })).toBe(0);
    expect((await del(cookie)).status).toBe(404);
  });

  it("answers 401 to guests", async () => {
    expect((await save(undefined, { list: "/jobs", query: "", name: "x" })).status).toBe(401);
    expect((await listRoute(apiRequest("GET", "/api/saved-searches"), routeContext)).status).toBe(401);
    const res = await patchRoute(
      apiRequest("PATCH", "/api/saved-searches/x", { body: { name: "y" } }),
      ctx("x"),
    );
    expect(res.status).toBe(401);
  });

  it("keeps at most 20 per member, even when two saves arrive at once", async () => {
    const member = await createTestUser();
    const memberCookie = await sessionCookieFor(member);
    await db.savedSearch.createMany({
      data: Array.from({ length: SAVED_SEARCH_LIMIT - 1 }, (_, i) => ({
        userId: member.id,
        kind: "gig" as const,
        query: `q=search${i}`,
        name: `Search ${i}`,
      })),
    });
    const answers = await Promise.all(
      [1, 2].map((i) => save(memberCookie, { list: "/gigs", query: `q=last${i}`, name: `Last ${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toMatch(/up to 20 saved searches/);
    expect(await db.savedSearch.count({ where: { userId: member.id } })).toBe(SAVED_SEARCH_LIMIT);
    expect((await save(memberCookie, { list: "/gigs", query: "", name: "One more" })).status).toBe(409);
  });
});
