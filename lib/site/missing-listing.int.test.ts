// proxy.ts answers 404 for a job or gig page (or a builder profile) a guest may not see, rewritten to its kind's
// not-found page before the page renders (lib/site/missing-listing.ts):
// against the database, through the proxy itself.
import "@/tests/helpers/next-async-storage";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { db } from "@/lib/db";
import { LOCALE_REWRITE_MARK } from "@/lib/i18n/addresses.mjs";
import { jobSearchText } from "@/lib/jobs/dto";
import { proxy } from "@/proxy";
import { createTestUser, uniqueSuffix } from "@/tests/accounts";

const tag = uniqueSuffix();
const ids: Record<string, string> = {};

async function job(status: "approved" | "pending" | "rejected") {
  const fields = {
    title: `Missing ${tag} ${status}`,
    company: "Co",
    description: "d",
    location: "Pune",
    skills: [],
  };
  const row = await db.job.create({
    data: {
      ...fields,
      status,
      postedByTag: "Admin",
      contactEmail: "x@example.com",
      searchText: jobSearchText(fields),
    },
  });
  return row.id;
}

beforeAll(async () => {
  ids.approved = await job("approved");
  ids.pending = await job("pending");
  ids.rejected = await job("rejected");
  const gig = await db.gig.create({
    data: {
      title: `Missing ${tag} gig`,
      company: "Chai Chain",
      budget: "₹40,000",
      duration: "2 weeks",
      location: "Remote",
      category: "Design",
      status: "approved",
    },
  });
  ids.gig = gig.id;
});
afterAll(async () => {
  await db.job.deleteMany({ where: { id: { in: [ids.approved!, ids.pending!, ids.rejected!] } } });
  await db.gig.deleteMany({ where: { id: ids.gig! } });
});

function visit(path: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost${path}`, { headers }));
}
/** The not-found page the proxy sent the request to (app/[locale]/missing-listing/<kind>), or null. */
const notFoundPage = (res: Response) => {
  const rewrite = res.headers.get("x-middleware-rewrite");
  const path = rewrite && new URL(rewrite, "http://localhost").pathname;
  return path && /\/missing-listing(?:\/|$)/.test(path) ? path : null;
};

describe("a job or gig page for a guest", () => {
  it("answers 404 with its kind's not-found page when a guest may not see it: unknown, malformed, pending or rejected", async () => {
    for (const path of [
      "/job/doesnotexist",
      "/gig/doesnotexist",
      "/job/aaaaaaaaaaaaaaaaaaaaaaaa",
      "/job/NOT_AN_ID",
      `/job/${ids.pending}`,
      `/job/${ids.rejected}`,
    ]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(notFoundPage(res), path).toBe(`/en/missing-listing/${path.split("/")[1]}`);
      expect(res.headers.get("x-middleware-next"), path).toBeNull();
    }
  });

  it("goes on to the page when a guest may see it", async () => {
    for (const path of [`/job/${ids.approved}`, `/gig/${ids.gig}`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(notFoundPage(res), path).toBeNull();
    }
  });

  it("leaves a member's request (their own pending listing is theirs) and the router's fetches to the page", async () => {
    const requests: Record<string, string>[] = [{ cookie: `${SESSION_COOKIE}=anything` }, { rsc: "1" }];
    for (const headers of requests) {
      const res = await visit(`/job/${ids.pending}`, headers);
      expect(res.status).toBe(200);
      expect(notFoundPage(res)).toBeNull();
    }
  });
});

describe("a not-found page asked for by its own address", () => {
  it("is an unknown page (the language's 404), and the proxy's own rewrite goes on to it with 404", async () => {
    for (const [path, page] of [
      ["/missing-listing/job", "/en/missing-listing"],
      ["/hi/missing-listing/gig", "/hi/missing-listing"],
      ["/hi/missing-listing", "/hi/missing-listing"],
    ]) {
      const res = await visit(path!);
      expect(res.status, path).toBe(404);
      expect(notFoundPage(res), path).toBe(page);
    }
    // Come back as a request of its own (a server bound to 127.0.0.1), it goes on to the page, still with 404.
    const back = await visit("/en/missing-listing/job", { [LOCALE_REWRITE_MARK]: "1" });
    expect(back.status).toBe(404);
    expect(back.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("a builder profile for a guest", () => {
  it("answers 404 with the not-found page for an unknown or hidden profile, and goes on to a public one", async () => {
    const [hidden, shown] = await Promise.all([createTestUser(), createTestUser()]);
    await db.profile.create({ data: { userId: hidden.id, isPublic: false } });
    await db.profile.create({ data: { userId: shown.id, isPublic: true } });
    const usernameOf = async (id: string) =>
      (await db.user.findUniqueOrThrow({ where: { id }, select: { username: true } })).username;
    for (const path of ["/u/nobody-by-this-name", `/u/${await usernameOf(hidden.id)}`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(notFoundPage(res), path).toBe("/en/missing-listing/u");
    }
    const res = await visit(`/u/${await usernameOf(shown.id)}`);
    expect(res.status).toBe(200);
    expect(notFoundPage(res)).toBeNull();
    // The member's own preview of a hidden profile is the page's to decide.
    const own = await visit(`/u/${await usernameOf(hidden.id)}`, { cookie: `${SESSION_COOKIE}=anything` });
    expect(own.status).toBe(200);
    expect(notFoundPage(own)).toBeNull();
  });
});
