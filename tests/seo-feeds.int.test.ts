// The sitemap, the RSS feeds and the events calendar list live listings only: an expired job or event, a gig
// past its deadline and an unapproved listing are left out; a live one is in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as eventCalendar } from "@/app/[locale]/(public)/events/calendar.ics/route";
import { GET as eventFeed } from "@/app/[locale]/(public)/events/feed.xml/route";
import { GET as jobFeed } from "@/app/[locale]/(public)/jobs/feed.xml/route";
import sitemap from "@/app/sitemap";
import { db } from "@/lib/db";
import { site } from "@/lib/site/config";
import { uniqueSuffix } from "@/tests/accounts";

const tag = uniqueSuffix();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const ids: Record<string, string> = {};

async function job(name: string, status: "approved" | "pending", applicationDeadline: Date | null) {
  const row = await db.job.create({
    data: {
      title: `Feed ${name} job ${tag}`,
      company: "R&D <Labs>",
      description: "Ship vaults; review code",
      location: "Pune",
      status,
      applicationDeadline,
    },
  });
  ids[`job:${name}`] = row.id;
}

async function event(name: string, status: "approved" | "pending", date: Date | null) {
  const row = await db.event.create({
    data: {
      title: `Feed ${name} event ${tag}`,
      description: "Talks, pizza; and demos",
      status,
      date,
      location: "Goa",
    },
  });
  ids[`event:${name}`] = row.id;
}

async function gig(name: string, status: "approved" | "pending", deadline: Date | null) {
  const row = await db.gig.create({
    data: {
      title: `Feed ${name} gig ${tag}`,
      company: "Chai Chain",
      budget: "₹40,000",
      duration: "2 weeks",
      location: "Remote",
      category: "Design",
      status,
      deadline,
    },
  });
  ids[`gig:${name}`] = row.id;
}

beforeAll(async () => {
  await job("live", "approved", inDays(10));
  await job("open-ended", "approved", null);
  await job("expired", "approved", inDays(-3));
  await job("pending", "pending", inDays(10));
  await event("live", "approved", inDays(5));
  await event("undated", "approved", null);
  await event("past", "approved", inDays(-3));
  await event("pending", "pending", inDays(5));
  await gig("live", "approved", inDays(10));
  await gig("expired", "approved", inDays(-1));
  await gig("pending", "pending", inDays(10));
});

afterAll(async () => {
  const of = (kind: string) =>
    Object.entries(ids)
      .filter(([k]) => k.startsWith(kind))
      .map(([, id]) => id);
  await db.job.deleteMany({ where: { id: { in: of("job:") } } });
  await db.event.deleteMany({ where: { id: { in: of("event:") } } });
  await db.gig.deleteMany({ where: { id: { in: of("gig:") } } });
});

describe("sitemap", () => {
  it("lists live jobs and gigs with their last change, and leaves out expired, unapproved and event pages", async () => {
    const entries = await sitemap();
    const urls = new Map(entries.map((e) => [e.url, e]));
    expect(urls.get(`${site.url}/job/${ids["job:live"]}`)?.lastModified).toBeInstanceOf(Date);
    expect(urls.has(`${site.url}/job/${ids["job:open-ended"]}`)).toBe(true);
    expect(urls.has(`${site.url}/gig/${ids["gig:live"]}`)).toBe(true);
    for (const key of ["job:expired", "job:pending"])
      expect(urls.has(`${site.url}/job/${ids[key]}`)).toBe(false);
    for (const key of ["gig:expired", "gig:pending"])
      expect(urls.has(`${site.url}/gig/${ids[key]}`)).toBe(false);
    expect(entries.some((e) => e.url.includes("/event/"))).toBe(false);
  });

  it("has every public page, absolute, and no member or admin page", async () => {
    const urls = (await sitemap()).map((e) => e.url);
    for (const path of [
      "/about",
      "/jobs",
      "/events",
      "/gigs",
      "/startups",
      "/privacy-policy",
      "/developers",
      "/developers/gigs",
      "/developers/back-office",
    ]) {
      expect(urls).toContain(`${site.url}${path}`);
    }
    expect(urls).toContain(`${site.url}/`);
    expect(urls.every((u) => u.startsWith(site.url))).toBe(true);
    expect(urls.some((u) => /\/(dashboard|admin|submit-listing|login)/.test(u))).toBe(false);
  });
});

describe("RSS feeds", () => {
  it("/jobs/feed.xml is RSS with live jobs only, their text escaped", async () => {
    const res = await jobFeed();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain(`<atom:link href="${site.url}/jobs/feed.xml" rel="self"`);
    expect(xml).toContain(`<link>${site.url}/job/${ids["job:live"]}</link>`);
    expect(xml).toContain(`Feed live job ${tag} at R&amp;D &lt;Labs&gt;`);
    expect(xml).not.toContain(ids["job:expired"]);
    expect(xml).not.toContain(ids["job:pending"]);
  });

  it("/events/feed.xml has live events (dated or not) only", async () => {
    const res = await eventFeed();
    expect(res.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain(`<link>${site.url}/event/${ids["event:live"]}</link>`);
    expect(xml).toContain(`<link>${site.url}/event/${ids["event:undated"]}</link>`);
    expect(xml).not.toContain(ids["event:past"]);
    expect(xml).not.toContain(ids["event:pending"]);
  });
});

describe("events calendar", () => {
  it("/events/calendar.ics holds upcoming live dated events, one UID each, in CRLF lines", async () => {
    const res = await eventCalendar();
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const unfolded = text.replace(/\r\n /g, "");
    const host = new URL(site.url).hostname;
    expect(unfolded).toContain(`UID:event-${ids["event:live"]}@${host}\r\n`);
    expect(unfolded).toContain(`URL:${site.url}/event/${ids["event:live"]}\r\n`);
    expect(unfolded).toContain("Talks\\, pizza\\; and demos");
    for (const key of ["event:undated", "event:past", "event:pending"])
      expect(unfolded).not.toContain(ids[key]);
  });
});
