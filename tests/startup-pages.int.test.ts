// Startup pages (issue #45 §3): the page's DTO lists only the open jobs and gigs linked to an approved startup; only
// the startup's owner links their listings to it; the card's Hiring badge and the list's Hiring filter read one fact;
// an old address by id is moved (308) to the slug's, an unknown or unapproved one answers 404.
// First, before next/server (tests/helpers/proxy-match.ts says why).
import { proxyRunsOn } from "@/tests/helpers/proxy-match";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { PUT as putGig } from "@/app/api/gigs/[id]/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { POST as postGig } from "@/app/api/gigs/route";
import { db } from "@/lib/db";
import { getGig } from "@/lib/gigs/queries";
import { getJob } from "@/lib/jobs/queries";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { siteUrl } from "@/lib/site/config";
import { listLinkableStartups } from "@/lib/startups/links";
import { createStartup } from "@/lib/startups/mutations";
import { getStartupPage } from "@/lib/startups/page";
import { listStartupPage } from "@/lib/startups/queries";
import { slugify } from "@/lib/startups/slug";
import { config, proxy } from "@/proxy";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { gigPayload } from "@/tests/gigs";
import { clearListingLimits, ctx, jobPayload, setUpListingCast } from "@/tests/listings";

const cast = setUpListingCast();
const word = `stpg${uniqueSuffix()}`;
const DAY = 86_400_000;

/** A startup `ownerId` listed, with the given status, named after this file's word. */
async function startupOf(
  ownerId: string,
  status: "approved" | "pending",
  name = `${word} ${uniqueSuffix()}`,
) {
  const startup = await createStartup(
    { id: ownerId, role: "Member" },
    {
      name,
      shortDescription: "Payments for kirana stores.",
      description: "UPI credit lines for neighbourhood shops.",
      industry: `Ind${word}`,
      stage: "Seed",
      location: "Pune",
      teamSize: "5-10",
      founded: 2024,
      website: "",
      contactEmail: "founders@startup.example",
      image: undefined,
    },
    null,
  );
  if (status === "approved") await db.startup.update({ where: { id: startup.id }, data: { status } });
  return startup;
}

/** What the job and gig routes answer, as these tests read it. */
type Answer = {
  errors: Record<string, string>;
  job: { id: string; applicationDeadline: string; startup: unknown };
  gig: { id: string };
};

const asJson = async (res: Response) => ({ status: res.status, body: (await res.json()) as Answer });

const postJobWith = async (cookie: string, overrides: Record<string, unknown>) =>
  asJson(
    await postJob(apiRequest("POST", "/api/jobs", { body: jobPayload(overrides), cookie }), routeContext),
  );

const postGigWith = async (cookie: string, overrides: Record<string, unknown>) =>
  asJson(
    await postGig(apiRequest("POST", "/api/gigs", { body: gigPayload(overrides), cookie }), routeContext),
  );

const approve = async (kind: "job" | "gig", id: string) => {
  const route = kind === "job" ? putJob : putGig;
  const res = await route(
    apiRequest("PUT", `/api/${kind}s/${id}`, { body: { status: "approved" }, cookie: cast.adminCookie }),
    ctx(id),
  );
  expect(res.status).toBe(200);
};

describe("a startup's slug", () => {
  it("is made from its name, and a name already taken gets another", async () => {
    const name = `Acme Chai ${word}!`;
    const first = await startupOf(cast.owner.id, "pending", name);
    const second = await startupOf(cast.other.id, "pending", name);
    expect(first.path).toBe(`/startup/${slugify(name)}`);
    expect(slugify(name)).toBe(`acme-chai-${word}`);
    expect(second.path).toMatch(new RegExp(`^/startup/acme-chai-${word}-[a-z0-9]{6}$`));
    expect(slugify("अ")).toBe("startup");
  });
});

describe("linking a job or gig to a startup", () => {
  it("takes one of the poster's approved startups only, checked on the server", async () => {
    const mine = await startupOf(cast.owner.id, "approved");
    const pending = await startupOf(cast.owner.id, "pending");
    const theirs = await startupOf(cast.other.id, "approved");
    // What the form offers: the owner's approved startups (and, editing, the one the listing is linked to).
    const offered = (await listLinkableStartups(cast.owner.id)).map((o) => o.id);
    expect(offered).toContain(mine.id);
    expect(offered).not.toContain(pending.id);
    expect(offered).not.toContain(theirs.id);
    expect((await listLinkableStartups(cast.owner.id, pending.id)).map((o) => o.id)).toContain(pending.id);
    for (const startupId of [theirs.id, pending.id, "no-such-startup-id"]) {
      await clearListingLimits(cast.owner.id);
      const job = await postJobWith(cast.ownerCookie, { startupId });
      expect(job.status).toBe(400);
      expect(job.body).toMatchObject({ success: false, code: "validation_failed" });
      expect(job.body.errors.startupId).toBe("Please choose one of your approved startups");
      const gig = await postGigWith(cast.ownerCookie, { startupId });
      expect(gig.status).toBe(400);
      expect(gig.body.errors.startupId).toBe("Please choose one of your approved startups");
    }
    await clearListingLimits(cast.owner.id);
    const job = await postJobWith(cast.ownerCookie, { startupId: mine.id });
    expect(job.status).toBe(201);
    expect(job.body.job.startup).toEqual({ id: mine.id, name: mine.name, path: mine.path });
    const gig = await postGigWith(cast.ownerCookie, { startupId: mine.id });
    expect(gig.status).toBe(201);
    expect((await getGig(gig.body.gig.id, null))?.startup ?? "not public yet").toBe("not public yet");

    // An edit may not move it to someone else's startup; "" unlinks it.
    const edit = (body: Record<string, unknown>) =>
      putJob(
        apiRequest("PUT", `/api/jobs/${job.body.job.id}`, {
          body: jobPayload(body),
          cookie: cast.ownerCookie,
        }),
        ctx(job.body.job.id),
      );
    const refused = await asJson(await edit({ startupId: theirs.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.startupId).toBeTruthy();
    expect((await db.job.findUnique({ where: { id: job.body.job.id } }))?.startupId).toBe(mine.id);
    expect((await edit({ startupId: "" })).status).toBe(200);
    expect((await db.job.findUnique({ where: { id: job.body.job.id } }))?.startupId).toBeNull();
  });

  it("shows the startup on the job's page while the startup is approved", async () => {
    const mine = await startupOf(cast.owner.id, "approved");
    const job = await postJobWith(cast.ownerCookie, { startupId: mine.id });
    await approve("job", job.body.job.id);
    expect((await getJob(job.body.job.id, null))?.startup).toEqual({
      id: mine.id,
      name: mine.name,
      path: mine.path,
    });
    await db.startup.update({ where: { id: mine.id }, data: { status: "pending" } });
    expect((await getJob(job.body.job.id, null))?.startup).toBeNull();
  });
});

describe("the startup page", () => {
  it("lists only its approved, open jobs and gigs, and its founder without private fields", async () => {
    const startup = await startupOf(cast.owner.id, "approved");
    const slug = startup.path.replace("/startup/", "");
    const job = async (title: string, approved = true) => {
      await clearListingLimits(cast.owner.id);
      const { body } = await postJobWith(cast.ownerCookie, {
        title: `${title} ${word}`,
        startupId: startup.id,
      });
      if (approved) await approve("job", body.job.id);
      return body.job.id as string;
    };
    const open = await job("Open");
    await job("Pending", false);
    const closed = await job("Closed");
    await db.job.update({ where: { id: closed }, data: { closedAt: new Date(), closedReason: "Filled" } });
    const ended = await job("Ended");
    await db.job.update({
      where: { id: ended },
      data: { applicationDeadline: new Date(Date.now() - 3 * DAY) },
    });
    await clearListingLimits(cast.owner.id);
    const gig = await postGigWith(cast.ownerCookie, { title: `Gig ${word}`, startupId: startup.id });
    await approve("gig", gig.body.gig.id);
    await postGigWith(cast.ownerCookie, { title: `Pending gig ${word}`, startupId: startup.id });

    const page = await getStartupPage(slug);
    expect(page?.jobs.map((j) => j.id)).toEqual([open]);
    expect(page?.gigs.map((g) => g.id)).toEqual([gig.body.gig.id]);
    expect(page).toMatchObject({ name: startup.name, path: startup.path, hiring: true, stage: "Seed" });
    // The founder by name; their profile is hidden (no Profile row), so not linked.
    expect(page?.founders).toEqual([{ name: "Test User", profilePath: null }]);
    const json = JSON.stringify(page);
    expect(json).not.toContain(cast.owner.email);
    expect(json).not.toContain("founders@startup.example");

    // A published profile is linked.
    await db.profile.upsert({
      where: { userId: cast.owner.id },
      create: { userId: cast.owner.id, isPublic: true },
      update: { isPublic: true },
    });
    expect((await getStartupPage(slug))?.founders[0]?.profilePath).toBe(`/u/${cast.owner.username}`);
    await db.profile.update({ where: { userId: cast.owner.id }, data: { isPublic: false } });

    // A day after every open job's deadline would have passed, nothing is open.
    await db.job.update({ where: { id: open }, data: { applicationDeadline: new Date(Date.now() + DAY) } });
    const later = await getStartupPage(slug, new Date(Date.now() + 3 * DAY));
    expect(later).toMatchObject({ jobs: [], hiring: false });
  });

  it("has none for an unknown or unapproved startup", async () => {
    const pending = await startupOf(cast.owner.id, "pending");
    expect(await getStartupPage(pending.path.replace("/startup/", ""))).toBeNull();
    expect(await getStartupPage(pending.id)).toBeNull();
    expect(await getStartupPage(`no-such-${word}`)).toBeNull();
    expect(await getStartupPage("../etc")).toBeNull();
  });
});

describe("the sitemap", () => {
  it("lists an approved startup's page by its slug, never an unapproved one", async () => {
    const approved = await startupOf(cast.owner.id, "approved");
    const pending = await startupOf(cast.owner.id, "pending");
    const urls = (await sitemapEntries("https://builders.example")).map((e) => e.url);
    expect(urls).toContain(`https://builders.example${approved.path}`);
    expect(urls).not.toContain(`https://builders.example${pending.path}`);
    expect(urls).toContain("https://builders.example/startup/paisapool");
  });
});

describe("Hiring", () => {
  it("is the same fact on the card and in the filter, at the same instant", async () => {
    const hiring = await startupOf(cast.owner.id, "approved");
    const quiet = await startupOf(cast.owner.id, "approved");
    await clearListingLimits(cast.owner.id);
    const { body } = await postJobWith(cast.ownerCookie, { startupId: hiring.id });
    await approve("job", body.job.id);
    const deadline = new Date(body.job.applicationDeadline as string);

    const read = async (now: Date) => {
      const query = { page: 1, limit: 100, search: word };
      const all = await listStartupPage(query, now);
      const yes = await listStartupPage({ ...query, hiring: true }, now);
      const no = await listStartupPage({ ...query, hiring: false }, now);
      const badged = all.startups.filter((s) => s.hiring).map((s) => s.id);
      expect(yes.startups.map((s) => s.id).sort()).toEqual(badged.sort());
      expect(no.startups.every((s) => !s.hiring)).toBe(true);
      expect(yes.total + no.total).toBe(all.total);
      return badged;
    };
    const now = await read(new Date());
    expect(now).toContain(hiring.id);
    expect(now).not.toContain(quiet.id);
    // After its deadline's day has ended in India, the same startup is not hiring, by both.
    expect(await read(new Date(deadline.getTime() + 2 * DAY))).not.toContain(hiring.id);
  });
});

describe("/startup/{segment} in proxy.ts", () => {
  const visit = (path: string, cookie?: string) =>
    proxy(new NextRequest(`http://10.0.0.9:8080${path}`, { headers: cookie ? { cookie } : {} }));

  it("runs there", () => {
    expect(proxyRunsOn(config, "/startup/acme")).toBe(true);
  });

  it("moves an old address by id to the slug's (308), and answers 404 for an unknown or unapproved one", async () => {
    const startup = await startupOf(cast.owner.id, "approved");
    const moved = await visit(`/startup/${startup.id}`);
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe(siteUrl(startup.path));

    const ok = await visit(startup.path);
    // Rendered per request, at app/[locale]'s English address (proxy.ts).
    expect(ok.headers.get("x-middleware-rewrite")).toContain(`/en${startup.path}`);
    expect(ok.status).toBe(200);

    const pending = await startupOf(cast.owner.id, "pending");
    for (const path of [pending.path, `/startup/${pending.id}`, `/startup/no-such-${word}`]) {
      for (const cookie of [undefined, cast.ownerCookie]) {
        const res = await visit(path, cookie);
        expect(res.status, path).toBe(404);
        // Rewritten to its not-found page (lib/site/missing-listing.ts).
        expect(new URL(res.headers.get("x-middleware-rewrite")!).pathname, path).toBe(
          "/en/missing-listing/startup",
        );
      }
    }
  });
});
