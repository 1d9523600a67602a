// A saved search means what its list shows, both ways (issue #44): for varied searches of every kind (words alone,
// a part of a word, words with a space, every filter, a filter without words) and varied listings approved after
// they were saved, every listing the next day's digest names is on the search's list that day, and every one of them
// on that list reaches the digest. The lists are read as their pages read them (lib/<kind>/queries.ts with the page's parsed filters).
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { addDays, istDayStamp } from "@/lib/format/date";
import { listEvents } from "@/lib/events/queries";
import { listGigPage } from "@/lib/gigs/queries";
import { gigFilterFields } from "@/lib/gigs/schema";
import { listJobs } from "@/lib/jobs/queries";
import { chosenEvents, chosenJobs } from "@/lib/listing-views/public-lists";
import { readFilters } from "@/lib/listings/filter-fields";
import type { ListingKind } from "@/lib/listings/moderation";
import { readQuery } from "@/lib/listings/search";
import { digestJob } from "@/lib/saved-searches/jobs";
import { paramsOf } from "@/lib/saved-searches/search-view";
import { listStartupPage } from "@/lib/startups/queries";
import { startupFilterFields } from "@/lib/startups/schema";
import { createTestUser, type TestUser } from "@/tests/accounts";
import {
  alertCast,
  approve,
  ownOutbox,
  postListing,
  runAlertJobs,
  saveSearch,
  uniqueWord,
} from "@/tests/saved-search-alerts";

const outbox = ownOutbox();
const lists = { job: "/jobs", event: "/events", gig: "/gigs", startup: "/startups" } as const;

/** The ids the list of `kind` shows for `query` at `now`, as its page reads them (every page at once). */
async function listIds(kind: ListingKind, query: string, now: Date): Promise<string[]> {
  const params = paramsOf(query);
  const search = readQuery(params) || undefined;
  const paging = { page: 1, limit: 100, search };
  if (kind === "job") {
    const { type, chosen } = chosenJobs(params);
    const list = await listJobs(
      { ...paging, location: undefined, ...chosen, type: type || undefined },
      null,
      {
        now,
      },
    );
    return list.jobs.map((j) => j.id);
  }
  if (kind === "event") {
    const { type, filters } = chosenEvents(params);
    const list = await listEvents({ ...paging, type, location: undefined, ...filters }, null, { now });
    return list.events.map((e) => e.id);
  }
  if (kind === "gig") {
    return (await listGigPage({ ...paging, ...readFilters(gigFilterFields, params) })).gigs.map((g) => g.id);
  }
  const list = await listStartupPage({ ...paging, ...readFilters(startupFilterFields, params) });
  return list.startups.map((s) => s.id);
}

describe("a saved search's digest and its list", () => {
  const word = uniqueWord();
  const skill = uniqueWord();
  const industry = `Fintech ${uniqueWord()}`;
  const now = new Date();
  const sentAt = addDays(now, 1);
  const day = (n: number) => istDayStamp(addDays(now, n));
  const listings: { kind: ListingKind; id: string; name: string }[] = [];
  const searches: { kind: ListingKind; query: string; id: string; user: TestUser }[] = [];

  beforeAll(async () => {
    const { member, poster, admin } = await alertCast();
    const [second, third] = await Promise.all([createTestUser(), createTestUser()]);
    const queries: [ListingKind, string][] = [
      ["job", `q=${word}`],
      ["job", `q=${word.slice(2, 9)}`],
      ["job", `q=backend%20${word}`],
      ["job", `q=${word}&type=Internship`],
      ["job", `q=${word}&city=remote`],
      ["job", `q=${word}&city=bengaluru&mode=remote`],
      ["job", `q=${word}&mode=hybrid`],
      ["job", `q=${word}&experience=3-5-years`],
      ["job", `q=${word}&salaryMin=10000`],
      ["job", `q=${word}&salaryMax=10000`],
      ["job", `q=${word}&skills=rust,go`],
      ["job", `skills=${skill}`],
      ["job", `type=Internship&skills=${skill}`],
      ["job", `city=remote&skills=${skill}`],
      ["job", `city=pune&mode=on-site&skills=${skill}`],
      ["job", `experience=1-3-years&skills=${skill},go`],
      ["job", `mode=remote&salaryMin=10000&skills=${skill}`],
      ["event", `q=${word}`],
      ["event", `q=${word}&type=hackathon`],
      ["event", `q=${word}&city=online`],
      ["event", `q=${word}&when=past`],
      ["event", `q=${word}&from=${day(5)}&to=${day(20)}`],
      ["event", "type=hackathon&city=online"],
      ["gig", `q=${word}`],
      ["gig", `q=${word}&budgetMin=25000`],
      ["gig", `q=${word}&duration=short`],
      ["gig", `q=${word}&skills=figma`],
      ["gig", `q=${word}&category=design`],
      ["gig", `category=design&skills=${skill}`],
      ["startup", `q=${word}`],
      ["startup", `q=${word}&industry=Fintech`],
      ["startup", `q=${word}&stage=series-a`],
      ["startup", `q=${word}&city=pune`],
      ["startup", `industry=${industry}`],
      ["startup", `industry=${industry}&stage=seed&city=pune`],
    ];
    for (const [i, [kind, query]] of queries.entries()) {
      const user = i < 20 ? member : i < 40 ? second : third;
      const saved = await saveSearch(user, lists[kind], query, "daily");
      searches.push({ kind, query, id: saved.id, user });
    }

    const post = async (kind: ListingKind, fields: Record<string, unknown>) => {
      const id = await postListing(kind, poster, fields);
      await approve(kind, id, admin);
      listings.push({ kind, id, name: String(fields.title ?? fields.name) });
    };
    await post("job", {
      title: `Circuits intern ${word}`,
      type: "Internship",
      location: "Remote",
      salary: "₹20,000 a month",
      skills: ["Solidity", "Rust", skill],
      experience: "Entry level",
    });
    await post("job", {
      title: `Backend ${word} engineer`,
      location: "Bengaluru / Remote",
      salary: "₹1,50,000 a month",
      skills: ["Go"],
      experience: "3-5 years",
    });
    await post("job", {
      title: `Data person ${word}`,
      location: "Pune",
      salary: "",
      skills: ["Python", skill],
      experience: "1-3 years",
    });
    await post("job", {
      title: `Frontend ${word} intern`,
      type: "Internship",
      location: "Hybrid - Mumbai",
      salary: "₹8,000/month",
      skills: ["React"],
    });
    await post("event", {
      title: `Hack ${word}`,
      type: "Hackathon",
      location: "Online",
      date: addDays(now, 10).toISOString(),
    });
    await post("event", { title: `Meetup ${word}`, type: "Meetup", location: "Pune" });
    await post("event", {
      title: `Workshop ${word}`,
      type: "Workshop",
      location: "Bengaluru",
      date: addDays(now, -3).toISOString(),
    });
    await post("gig", {
      title: `Audit ${word}`,
      category: "Smart Contracts",
      budget: 40000,
      duration: "3 weeks",
      tags: "Solidity, Foundry",
    });
    await post("gig", {
      title: `Logo ${word}`,
      category: "Design",
      budget: 15000,
      duration: "1 week",
      tags: `Figma, ${skill}`,
    });
    await post("startup", { name: `Ledger ${word}`, industry, location: "Pune" });
    await post("startup", {
      name: `Models ${word}`,
      industry: "AI",
      stage: "Series A",
      location: "Bengaluru",
    });

    await runAlertJobs({ now });
    // Tomorrow's digests: they tell of the matches recorded before the day began.
    await digestJob({ period: "daily" }, { now: sentAt });
    await runAlertJobs({ now: sentAt }); // the next pages, if other files' searches filled the first
  }, 120_000);

  it("names every listing on the search's list, and only those", async () => {
    const mails = await outbox.all();
    const mine = new Set(listings.map((l) => l.id));
    // A listing's link in a digest: its page (a startup's by its slug).
    const slugs = new Map(
      (await db.startup.findMany({ where: { id: { in: [...mine] } }, select: { id: true, slug: true } })).map(
        (r) => [r.id, r.slug],
      ),
    );
    const linkOf = (l: (typeof listings)[number]) =>
      l.kind === "startup" ? `/startup/${slugs.get(l.id)}` : `/${l.kind}/${l.id}`;
    let onLists = 0;
    for (const search of searches) {
      const onList = (await listIds(search.kind, search.query, sentAt)).filter((id) => mine.has(id));
      // The search's digests: their one-click unsubscribe names it.
      const digests = mails.filter((m) => m.headers?.["List-Unsubscribe"]?.includes(search.id));
      const named = listings.filter((l) => digests.some((m) => m.text.includes(linkOf(l)))).map((l) => l.id);
      expect(named.sort(), `${search.kind}: ${search.query}`).toEqual(onList.sort());
      onLists += onList.length;
    }
    // Not a vacuous check: most searches have listings on their lists (some none).
    expect(onLists).toBeGreaterThan(20);
  });
});
