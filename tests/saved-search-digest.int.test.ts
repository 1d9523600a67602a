// The saved searches' digests (lib/saved-searches/digest.ts), driven by an injected clock: only listings approved
// since the last digest, at most 20, none when nothing is new; at most once per search and period under 10
// simultaneous runs and after a crashed claim (the lease); the one-click unsubscribe; the cron endpoint's secret.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as alertsRoute } from "@/app/api/cron/alerts/route";
import {
  GET as unsubscribeLinkRoute,
  POST as unsubscribeRoute,
} from "@/app/api/saved-searches/unsubscribe/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Mail } from "@/lib/mail/send";
import { CLAIM_LEASE_MS, sendDigests } from "@/lib/saved-searches/digest";
import { nextPeriodStart, periodOf } from "@/lib/saved-searches/periods";
import { unsubscribeToken } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";
import { apiRequest, createTestUser, routeContext, type TestUser } from "@/tests/accounts";

const MIN = 60_000;
/**
 * The clock of these tests: a morning in India in 2021, years before any other test's rows, so the jobs approved
 * here never reach the lists other test files read beside them (newest first: the home teasers).
 */
const T0 = new Date("2021-03-03T03:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);
const tag = () => `tag${crypto.randomUUID().slice(0, 8)}`;

/** A deliver that records the mails sent to one address. */
function mailbox() {
  const mails: Mail[] = [];
  const deliver = vi.fn(async (_label: string, mail: Mail) => {
    mails.push(mail);
    return true;
  });
  return { mails, deliver, to: (email: string) => mails.filter((m) => m.to === email) };
}

/** An approved remote internship paying ₹15,000–25,000 a month, whose text holds `word`. */
async function internship(word: string, approvedAt: Date, overrides: { workMode?: string } = {}) {
  const title = `Protocol intern ${word} ${approvedAt.getTime()}`;
  return db.job.create({
    data: {
      title,
      company: "Acme Labs",
      description: "Build things.",
      location: "Remote",
      type: "Internship",
      status: "approved",
      approvedAt,
      createdAt: approvedAt,
      city: "Remote",
      workMode: overrides.workMode ?? "Remote",
      payMin: 15_000,
      payMax: 25_000,
      searchText: `${title} acme labs remote`.toLowerCase(),
    },
    select: { id: true, title: true },
  });
}

async function savedSearch(
  user: TestUser,
  word: string,
  frequency: "instant" | "daily" | "weekly" = "daily",
) {
  return db.savedSearch.create({
    data: {
      userId: user.id,
      kind: "job",
      name: `Remote internships ${word}`,
      query: `q=${word}&type=Internship&mode=remote&salaryMin=10000`,
      frequency,
      createdAt: T0,
      nextDueAt: T0,
    },
    select: { id: true },
  });
}

describe("digest periods", () => {
  it("names the 5-minute window, the date in India and the ISO week", () => {
    const now = new Date("2031-03-02T20:07:00Z"); // 01:37 on Monday 3 March in India
    expect(periodOf("instant", now)).toBe("instant:2031-03-02T20:05");
    expect(periodOf("daily", now)).toBe("daily:2031-03-03");
    expect(periodOf("weekly", now)).toBe("weekly:2031-W10");
    expect(periodOf("weekly", new Date("2031-03-09T18:29:00Z"))).toBe("weekly:2031-W10"); // Sunday 23:59 IST
  });
});

describe("the next period", () => {
  it("begins at the next 5-minute window, the next midnight in India, the next Monday in India", () => {
    const now = new Date("2031-03-02T20:07:00Z"); // 01:37 on Monday 3 March in India
    expect(nextPeriodStart("instant", now)).toEqual(new Date("2031-03-02T20:10:00Z"));
    expect(nextPeriodStart("daily", now)).toEqual(new Date("2031-03-03T18:30:00Z")); // 4 March, 00:00 IST
    expect(nextPeriodStart("weekly", now)).toEqual(new Date("2031-03-09T18:30:00Z")); // Monday 10 March, 00:00 IST
    const sunday = new Date("2031-03-09T18:29:00Z"); // Sunday 23:59 IST
    expect(nextPeriodStart("weekly", sunday)).toEqual(new Date("2031-03-09T18:30:00Z"));
    expect(nextPeriodStart("daily", sunday)).toEqual(new Date("2031-03-09T18:30:00Z"));
  });
});

describe("sendDigests", () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createTestUser();
  });

  it("lists only the matches approved since the last digest, at most 20, newest first; none when nothing is new", async () => {
    const word = tag();
    const search = await savedSearch(user, word, "instant");
    await internship(word, at(-30)); // before the search was saved
    await internship(word, at(5), { workMode: "On-site" }); // not a match
    const jobs = [];
    for (let i = 1; i <= 22; i++) jobs.push(await internship(word, at(i)));

    const first = mailbox();
    await sendDigests({ now: at(30), deliver: first.deliver });
    const [mail, ...more] = first.to(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`20 new listings for “Remote internships ${word}”`);
    const newest = jobs.slice(2).reverse(); // the 20 latest approvals, latest first
    const listed = mail!.text.split("\n").filter((l) => l.startsWith("- "));
    expect(listed).toHaveLength(20);
    expect(listed.map((l) => l.slice(2, l.indexOf(" (")))).toEqual(newest.map((j) => j.title));
    expect(mail!.text).toContain(`${env.SITE_URL}/job/${newest[0]!.id}`);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${env.SITE_URL}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(search.id))}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const row = await db.savedSearch.findUniqueOrThrow({
      where: { id: search.id },
      select: { lastSentAt: true },
    });
    expect(row.lastSentAt).toEqual(at(30));

    // The same period again, then a later one with nothing new: nothing is sent.
    const again = mailbox();
    await sendDigests({ now: at(31), deliver: again.deliver });
    await sendDigests({ now: at(40), deliver: again.deliver });
    expect(again.to(user.email)).toHaveLength(0);

    // One new match: the next period's digest lists it alone.
    const fresh = await internship(word, at(41));
    const next = mailbox();
    await sendDigests({ now: at(45), deliver: next.deliver });
    const [only] = next.to(user.email);
    expect(only!.subject).toBe(`1 new listing for “Remote internships ${word}”`);
    expect(only!.text.split("\n").filter((l) => l.startsWith("- "))).toEqual([
      expect.stringContaining(fresh.title),
    ]);
    const digests = await db.savedSearchDigest.findMany({
      where: { searchId: search.id },
      orderBy: { claimedAt: "asc" },
      select: { period: true, listingCount: true, sentAt: true },
    });
    expect(digests).toEqual([
      { period: "instant:2021-03-03T03:30", listingCount: 20, sentAt: at(30) },
      { period: "instant:2021-03-03T03:45", listingCount: 1, sentAt: at(45) },
    ]);
  });

  it("sends a search's digest once when 10 runs start at the same time", async () => {
    const word = tag();
    await savedSearch(user, word, "daily");
    await internship(word, at(10));
    const box = mailbox();
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendDigests({ now: at(60 + i / 10), deliver: box.deliver })),
    );
    expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(1);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    // One event, two channels: the member's notification is written with the digest, once.
    const notes = await db.notification.findMany({
      where: { userId: user.id, kind: "saved_search_matches", title: { contains: word } },
      select: { title: true, body: true, href: true, readAt: true },
    });
    expect(notes).toEqual([
      {
        title: `New matches for "Remote internships ${word}"`,
        body: "1 new listing",
        href: `/jobs?q=${word}&type=Internship&mode=remote&salaryMin=10000`,
        readAt: null,
      },
    ]);
  });

  it("takes over a crashed claim once its lease has run out, and never a live one", async () => {
    const word = tag();
    const search = await savedSearch(user, word, "weekly");
    await internship(word, at(10));
    const now = at(120);
    const period = periodOf("weekly", now);
    // A run that claimed the period a minute ago and is still sending: left alone.
    await db.savedSearchDigest.create({ data: { searchId: search.id, period, claimedAt: at(119) } });
    const box = mailbox();
    await sendDigests({ now, deliver: box.deliver });
    expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(0);

    // That run crashed: once the lease is over, one later run sends the digest, and only one.
    const later = new Date(at(119).getTime() + CLAIM_LEASE_MS + MIN);
    await Promise.all([1, 2, 3].map(() => sendDigests({ now: later, deliver: box.deliver })));
    expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(1);
    const row = await db.savedSearchDigest.findUniqueOrThrow({
      where: { searchId_period: { searchId: search.id, period } },
      select: { sentAt: true, listingCount: true },
    });
    expect(row).toEqual({ sentAt: later, listingCount: 1 });
  });

  // 511 searches are read for matches: seconds on a loaded 2-core machine, so a longer ceiling than the default.
  it(
    "reaches every due search in one run: 510 with nothing new, saved before a match, hold nothing up",
    {
      timeout: 120_000,
    },
    async () => {
      const quiet = tag();
      const others = await createTestUser();
      await db.savedSearch.createMany({
        data: Array.from({ length: 510 }, (_, i) => ({
          userId: others.id,
          kind: "job" as const,
          name: `Quiet ${quiet} ${i}`,
          query: `q=${quiet}n${i}`,
          frequency: "instant" as const,
          createdAt: T0,
          nextDueAt: T0,
        })),
      });
      try {
        const word = tag();
        await savedSearch(user, word, "instant");
        const now = at(3 * 24 * 60);
        await internship(word, new Date(now.getTime() - 2 * MIN));
        const box = mailbox();
        await sendDigests({ now, deliver: box.deliver });
        expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(1);
        // Each of the 510 was checked: none is due again before the next 5-minute window.
        const quietOnes = { userId: others.id };
        expect(await db.savedSearch.count({ where: { ...quietOnes, nextDueAt: { lte: now } } })).toBe(0);
        expect(
          await db.savedSearch.count({ where: { ...quietOnes, nextDueAt: nextPeriodStart("instant", now) } }),
        ).toBe(510);
      } finally {
        await db.savedSearch.deleteMany({ where: { userId: others.id } });
      }
    },
  );

  it("sends nothing for a search that is off", async () => {
    const word = tag();
    const search = await savedSearch(user, word, "daily");
    await db.savedSearch.update({ where: { id: search.id }, data: { frequency: "off" } });
    await internship(word, at(10));
    const box = mailbox();
    await sendDigests({ now: at(200), deliver: box.deliver });
    expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(0);
  });

  it("checks a search with nothing new once a period: it is due again when its next period begins", async () => {
    const word = tag();
    const search = await savedSearch(user, word, "daily");
    const day = at(10 * 24 * 60); // 13 March 2021, 08:30 in India
    const minutes = (n: number) => new Date(day.getTime() + n * MIN);
    const box = mailbox();
    await sendDigests({ now: minutes(60), deliver: box.deliver }); // nothing new yet
    const { nextDueAt } = await db.savedSearch.findUniqueOrThrow({
      where: { id: search.id },
      select: { nextDueAt: true },
    });
    expect(nextDueAt).toEqual(new Date("2021-03-13T18:30:00Z")); // 14 March, 00:00 in India

    await internship(word, minutes(120));
    await sendDigests({ now: minutes(125), deliver: box.deliver }); // the same day: checked already
    expect(box.to(user.email).filter((m) => m.subject.includes(word))).toHaveLength(0);
    await sendDigests({ now: new Date("2021-03-13T18:35:00Z"), deliver: box.deliver }); // the next day
    const [mail, ...more] = box.to(user.email).filter((m) => m.subject.includes(word));
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`1 new listing for “Remote internships ${word}”`);
  });
});

describe("one-click unsubscribe", () => {
  const post = (token: string, form?: string) =>
    unsubscribeRoute(
      apiRequest("POST", `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, {
        headers: form ? { "content-type": "application/x-www-form-urlencoded" } : {},
        ...(form ? {} : {}),
      }),
      routeContext,
    );

  it("turns off the search its token names, and nothing for a tampered or foreign token", async () => {
    const user = await createTestUser();
    const mine = await savedSearch(user, tag(), "daily");
    const other = await savedSearch(user, tag(), "weekly");
    const frequency = async (id: string) =>
      (await db.savedSearch.findUniqueOrThrow({ where: { id }, select: { frequency: true } })).frequency;

    const good = unsubscribeToken(mine.id);
    const tampered = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    const foreign = `${other.id}.${good.split(".")[1]}`; // another search's id with this one's signature
    for (const token of [tampered, foreign, "nonsense", ""]) {
      const res = await post(token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/not valid/);
    }
    expect(await frequency(mine.id)).toBe("daily");
    expect(await frequency(other.id)).toBe("weekly");

    const res = await post(good);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: expect.stringContaining("are off") });
    expect(await frequency(mine.id)).toBe("off");
    expect(await frequency(other.id)).toBe("weekly");
  });
});

describe("the List-Unsubscribe address opened in a browser", () => {
  it("GET shows the /unsubscribe page for its token and changes nothing; POST still turns the alerts off", async () => {
    const user = await createTestUser();
    const search = await savedSearch(user, tag(), "instant");
    const token = encodeURIComponent(unsubscribeToken(search.id));
    const address = `/api/saved-searches/unsubscribe?token=${token}`;
    const frequency = async () =>
      (await db.savedSearch.findUniqueOrThrow({ where: { id: search.id }, select: { frequency: true } }))
        .frequency;

    const opened = await unsubscribeLinkRoute(apiRequest("GET", address), routeContext);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(siteUrl(`/unsubscribe?token=${token}`));
    expect(await frequency()).toBe("instant");
    // A bad token is shown by the page too (it says what is wrong with the link).
    const bad = await unsubscribeLinkRoute(
      apiRequest("GET", "/api/saved-searches/unsubscribe?token=nonsense"),
      routeContext,
    );
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe(siteUrl("/unsubscribe?token=nonsense"));

    const clicked = await unsubscribeRoute(apiRequest("POST", address), routeContext);
    expect(clicked.status).toBe(200);
    expect(await frequency()).toBe("off");
  });
});

describe("POST /api/cron/alerts", () => {
  it("refuses a call without the secret (401) and sends with it", async () => {
    const saved = env.CRON_SECRET;
    (env as { CRON_SECRET?: string }).CRON_SECRET = "cron-secret-for-tests-0123";
    try {
      const call = (authorization?: string) =>
        alertsRoute(
          apiRequest("POST", "/api/cron/alerts", { headers: authorization ? { authorization } : {} }),
          routeContext,
        );
      expect((await call()).status).toBe(401);
      expect((await call("Bearer wrong-secret-of-length-26")).status).toBe(401);
      const res = await call("Bearer cron-secret-for-tests-0123");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, sent: expect.any(Number) });
    } finally {
      (env as { CRON_SECRET?: string }).CRON_SECRET = saved;
    }
  });
});
