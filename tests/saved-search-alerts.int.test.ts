// Saved-search alerts driven by the change (issue #44): an approval queues the listing's matching, one pass over
// the reverse index records the searches it matches, and alerts are sent from those records: instant ones at once
// (one mail per search per 5-minute window), daily and weekly digests a page of 100 at a time in one batch call,
// each claimed before it goes so a retry after a crash never sends one twice (outbox counted against the claims).
// Also the one-click unsubscribe and the cron endpoint's secret.
import { describe, expect, it } from "vitest";
import { POST as alertsRoute } from "@/app/api/cron/alerts/route";
import {
  GET as unsubscribeLinkRoute,
  POST as unsubscribeRoute,
} from "@/app/api/saved-searches/unsubscribe/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMailBatch, type BatchMail, type BatchOptions } from "@/lib/mail/send-batch";
import { CLAIM_LEASE_MS, claimAlerts } from "@/lib/saved-searches/claims";
import { digestJob, matchListingJob } from "@/lib/saved-searches/jobs";
import { listingKeysOf } from "@/lib/saved-searches/keys";
import { nextPeriodStart, periodOf, toldBefore } from "@/lib/saved-searches/periods";
import { describeSearchIn, paramsOf, searchViewOf } from "@/lib/saved-searches/search-view";
import { unsubscribeToken } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";
import { apiRequest, createTestUser, routeContext } from "@/tests/accounts";
import {
  alertCast,
  approve,
  manySearches,
  postListing,
  runAlertJobs,
  saveSearch,
  uniqueWord,
  ownOutbox,
} from "@/tests/saved-search-alerts";

const MIN = 60_000;
const jobFactsSelect = {
  searchText: true,
  type: true,
  jobType: true,
  city: true,
  workMode: true,
  experience: true,
  skillKeys: true,
} as const;
const outbox = ownOutbox();

/** A batch call that records each call and sends through the outbox. */
function recordingBatch() {
  const calls: { mails: BatchMail[]; options: BatchOptions }[] = [];
  const send = async (mails: BatchMail[], options: BatchOptions) => {
    calls.push({ mails, options });
    await sendMailBatch(mails, options);
  };
  return { calls, send };
}

/**
 * 01:00 tomorrow in India; a week after `at`. Never the wall clock plus a day: a minute added to that could cross
 * midnight in India, and the digest would fall in another period than the test means.
 */
const tomorrow = () => new Date(nextPeriodStart("daily", new Date()).getTime() + 60 * MIN);
const nextWeek = (at: Date) => new Date(at.getTime() + 7 * 24 * 60 * MIN);
/** 01:00 next Monday in India: the first hour of next week's period. */
const nextWeekStart = () => new Date(nextPeriodStart("weekly", new Date()).getTime() + 60 * MIN);

/** The start of the 5-minute window after the one `at` falls in, plus `minutes`. */
const laterWindow = (at: Date, minutes = 1) =>
  new Date(nextPeriodStart("instant", at).getTime() + minutes * MIN);

describe("digest periods", () => {
  it("names the 5-minute window, the date in India and the ISO week", () => {
    const now = new Date("2031-03-02T20:07:00Z"); // 01:37 on Monday 3 March in India
    expect(periodOf("instant", now)).toBe("instant:2031-03-02T20:05");
    expect(periodOf("daily", now)).toBe("daily:2031-03-03");
    expect(periodOf("weekly", now)).toBe("weekly:2031-W10");
    expect(periodOf("weekly", new Date("2031-03-09T18:29:00Z"))).toBe("weekly:2031-W10"); // Sunday 23:59 IST
    expect(nextPeriodStart("instant", now)).toEqual(new Date("2031-03-02T20:10:00Z"));
  });
});

describe("an approval reaches the saved searches it matches", () => {
  it(
    "sends a member's instant alert although 510 instant searches with nothing new were saved before it",
    { timeout: 120_000 },
    async () => {
      const { member, poster, admin } = await alertCast();
      const quiet = uniqueWord();
      const others = await createTestUser();
      await manySearches(others.id, 510, (i) => ({
        kind: "job",
        query: `q=${quiet}n${i}`,
        frequency: "instant",
      }));
      const word = uniqueWord();
      const search = await saveSearch(member, "/jobs", `q=${word}`, "instant", `Jobs about ${word}`);
      const job = await postListing("job", poster, { title: `Protocol engineer ${word}` });
      await approve("job", job, admin);

      await runAlertJobs();
      const mails = await outbox.mailsTo(member.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`1 new listing for “Jobs about ${word}”`);
      expect(mails[0]!.text).toContain(`${env.SITE_URL}/job/${job}`);
      expect(mails[0]!.headers).toEqual({
        "List-Unsubscribe": `<${env.SITE_URL}/api/saved-searches/unsubscribe?token=${encodeURIComponent(unsubscribeToken(search.id))}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The 510 have nothing new: no claim, no match, nothing to read next run.
      const quietOnes = { search: { userId: others.id } };
      expect(await db.savedSearchMatch.count({ where: quietOnes })).toBe(0);
      expect(await db.savedSearchDigest.count({ where: quietOnes })).toBe(0);
      expect(await db.savedSearch.count({ where: { userId: others.id, pendingSince: { not: null } } })).toBe(
        0,
      );
      // One event, two channels: the member's notification is written with the alert.
      const notes = await db.notification.findMany({
        where: { userId: member.id, kind: "saved_search_matches" },
        select: { title: true, body: true, href: true },
      });
      expect(notes).toEqual([
        { title: `New matches for "Jobs about ${word}"`, body: "1 new listing", href: `/jobs?q=${word}` },
      ]);
      await db.savedSearch.deleteMany({ where: { userId: others.id } });
    },
  );

  it(
    "makes one pass per approval, not one per search: the candidates are those filed under its keys",
    { timeout: 120_000 },
    async () => {
      const { member, poster, admin } = await alertCast();
      const others = await createTestUser();
      const noise = uniqueWord();
      // 600 searches that never match: words of their own, and filters this job does not have.
      await manySearches(others.id, 600, (i) =>
        i % 3 === 0
          ? { kind: "job", query: `q=${noise}w${i}`, frequency: "daily" }
          : i % 3 === 1
            ? { kind: "job", query: `city=pune&experience=10-years&skills=cobol${i}`, frequency: "instant" }
            : { kind: "job", query: `type=Internship&city=goa&skills=x${i}`, frequency: "weekly" },
      );
      const word = uniqueWord();
      const alike = await manySearches(others.id, 40, () => ({
        kind: "job",
        query: `q=${word}`,
        frequency: "daily",
      }));
      await saveSearch(member, "/jobs", `q=${word}&city=bengaluru`, "daily");
      const job = await postListing("job", poster, {
        title: `Vault engineer ${word}`,
        location: "Bengaluru",
      });
      await approve("job", job, admin);

      const pass = await matchListingJob({ kind: "job", id: job });
      // Its candidates are the 41 searches for its word (and any a few of the 600 happen to share a key with it,
      // besides other files' searches of every job): never all searches.
      const facts = await db.job.findUniqueOrThrow({ where: { id: job }, select: jobFactsSelect });
      const keys = listingKeysOf({ kind: "job", ...facts });
      const filed = await db.savedSearchKey.findMany({
        where: { kind: "job", key: { in: keys }, search: { userId: others.id } },
        distinct: ["searchId"],
        select: { searchId: true },
      });
      expect(filed.length).toBeGreaterThanOrEqual(40);
      expect(filed.length).toBeLessThanOrEqual(43);
      expect(pass.candidates).toBeGreaterThanOrEqual(41);
      expect(pass.candidates).toBeLessThan((await db.savedSearch.count()) - 550);
      // Searches alike are confirmed together: one read of the list per distinct search.
      expect(pass.confirmations).toBeLessThanOrEqual(pass.candidates - 39);
      const matched = { listingId: job, search: { userId: { in: [others.id, member.id] } } };
      expect(await db.savedSearchMatch.count({ where: matched })).toBe(alike.length + 1);
      await db.savedSearch.deleteMany({ where: { userId: others.id } });
    },
  );

  it("records nothing for a search that is off, or one whose list does not show the listing", async () => {
    const { member, poster, admin } = await alertCast();
    const word = uniqueWord();
    const off = await saveSearch(member, "/jobs", `q=${word}`, "daily");
    await db.savedSearch.update({ where: { id: off.id }, data: { frequency: "off" } });
    const other = await saveSearch(member, "/jobs", `q=${word}&type=Internship`, "instant");
    const job = await postListing("job", poster, { title: `Engineer ${word}`, type: "Job" });
    await approve("job", job, admin);
    await matchListingJob({ kind: "job", id: job });
    expect(await db.savedSearchMatch.count({ where: { searchId: { in: [off.id, other.id] } } })).toBe(0);
  });
});

describe("instant alerts", () => {
  it("send one mail per search per 5-minute window; a later match waits for the next window", async () => {
    const { member, poster, admin } = await alertCast();
    const word = uniqueWord();
    await saveSearch(member, "/gigs", `q=${word}`, "instant", `Gigs ${word}`);
    // A minute into the next window, not the wall clock: a second added to a clock in the window's last second
    // would cross into the next window, and the second match would go at once (a flaky failure before this).
    const now = laterWindow(new Date());
    const first = await postListing("gig", poster, { title: `Audit ${word} one` });
    await approve("gig", first, admin);
    await runAlertJobs({ now });
    const second = await postListing("gig", poster, { title: `Audit ${word} two` });
    await approve("gig", second, admin);
    await runAlertJobs({ now: new Date(now.getTime() + 1000) });
    let mails = await outbox.mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual([`1 new listing for “Gigs ${word}”`]);

    // The next window: the instant job queued for it sends the second one alone.
    const next = laterWindow(now);
    await db.$executeRaw`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'alerts.instant' AND state = 'created'`;
    await runAlertJobs({ now: next });
    mails = await outbox.mailsTo(member.email);
    expect(mails).toHaveLength(2);
    expect(mails.find((m) => m.text.includes(`/gig/${second}`))?.text).not.toContain(`/gig/${first}`);
  });
});

describe("a Hindi member's alert", () => {
  it("describes the search in Hindi, as the list's Hindi title says it", async () => {
    const { member, poster, admin } = await alertCast();
    await db.user.update({ where: { id: member.id }, data: { locale: "hi" } });
    const word = uniqueWord();
    const search = await saveSearch(
      member,
      "/jobs",
      `q=${word}&type=Internship`,
      "instant",
      `Interns ${word}`,
    );
    const job = await postListing("job", poster, { title: `Protocol intern ${word}`, type: "Internship" });
    await approve("job", job, admin);
    await runAlertJobs();

    const [mail] = await outbox.mailsTo(member.email);
    const { query } = await db.savedSearch.findUniqueOrThrow({
      where: { id: search.id },
      select: { query: true },
    });
    const hindi = await describeSearchIn("job", query, "hi");
    expect(hindi).toMatch(new RegExp(`इंटर्नशिप.*, “${word}” से मेल खाते हुए$`));
    expect(mail!.subject).toBe(`“Interns ${word}” के लिए 1 नई लिस्टिंग`);
    expect(mail!.text).toContain(`हमारे पिछले मैसेज के बाद आपकी सेव की गई खोज के लिए नई लिस्टिंग: ${hindi}।`);
    expect(mail!.text).not.toContain(searchViewOf("job", paramsOf(query)).description);
    expect(mail!.text).toContain(`${env.SITE_URL}/hi/job/${job}`);
  });
});

describe("daily and weekly digests", () => {
  it(
    "send a page of 100 in one batch call, each page queueing the next; a search with nothing new is never read",
    { timeout: 120_000 },
    async () => {
      const { poster, admin } = await alertCast();
      const owner = await createTestUser();
      const word = uniqueWord();
      const searches = await manySearches(owner.id, 150, () => ({
        kind: "job",
        query: `q=${word}`,
        frequency: "daily",
      }));
      const quiet = await manySearches(owner.id, 30, (i) => ({
        kind: "job",
        query: `q=${word}x${i}`,
        frequency: "daily",
      }));
      const job = await postListing("job", poster, { title: `Digest engineer ${word}` });
      await approve("job", job, admin);
      await runAlertJobs();

      const now = tomorrow(); // a digest tells of the matches of the days before its own
      const batch = recordingBatch();
      // Today's run leaves today's matches to tomorrow's digest.
      await digestJob({ period: "daily" }, { now: new Date(), sendBatch: batch.send });
      expect(batch.calls.filter((c) => c.mails.some((m) => m.to === owner.email))).toEqual([]);
      // The next page is queued before this one is sent, so a second worker can send it meanwhile.
      let nextQueuedFirst: boolean | null = null;
      await digestJob(
        { period: "daily" },
        {
          now,
          sendBatch: async (...args: Parameters<typeof batch.send>) => {
            nextQueuedFirst ??= await db.$queryRaw<{ n: number }[]>`
              SELECT count(*)::int AS n FROM pgboss.job
              WHERE name = 'alerts.digest' AND state = 'created' AND data ? 'after'`.then(([r]) => r!.n > 0);
            return batch.send(...args);
          },
        },
      );
      expect(nextQueuedFirst).toBe(true);
      await runAlertJobs({ now, sendBatch: batch.send }); // the page it queued
      // (Other files' searches with something new may share the pages: the owner's 150 need two.)
      const mine = batch.calls.filter((c) => c.mails.some((m) => m.to === owner.email));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(batch.calls.every((c) => c.mails.length <= 100)).toBe(true);
      expect(mine.flatMap((c) => c.mails.filter((m) => m.to === owner.email))).toHaveLength(150);
      const keys = batch.calls.map((c) => c.options.idempotencyKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys)
        expect(key.startsWith(`saved-search-alerts/${periodOf("daily", now)}/`)).toBe(true);

      const claims = await db.savedSearchDigest.findMany({
        where: { searchId: { in: searches } },
        select: { period: true, sentAt: true, listingCount: true, batchKey: true },
      });
      expect(claims).toHaveLength(150);
      expect(
        claims.every((c) => c.period === periodOf("daily", now) && c.listingCount === 1 && c.sentAt),
      ).toBe(true);
      expect(await db.savedSearchDigest.count({ where: { searchId: { in: quiet } } })).toBe(0);
      expect(
        await db.savedSearch.count({ where: { id: { in: searches }, pendingSince: { not: null } } }),
      ).toBe(0);

      // The same day again: nothing is new, nothing is sent.
      const again = recordingBatch();
      await digestJob({ period: "daily" }, { now: new Date(now.getTime() + MIN), sendBatch: again.send });
      expect(again.calls.filter((c) => c.mails.some((m) => m.to === owner.email))).toEqual([]);
      await db.savedSearch.deleteMany({ where: { userId: owner.id } });
    },
  );

  it("tell of a match once: a weekly digest takes only what no earlier digest told", async () => {
    const { member, poster, admin } = await alertCast();
    const word = uniqueWord();
    const search = await saveSearch(member, "/jobs", `q=${word}`, "weekly", `Weekly ${word}`);
    const one = await postListing("job", poster, { title: `Analyst ${word} one` });
    await approve("job", one, admin);
    await runAlertJobs();
    const weekLater = nextWeekStart(); // a digest tells of the weeks before its own
    await digestJob({ period: "weekly" }, { now: weekLater });
    const two = await postListing("job", poster, { title: `Analyst ${word} two` });
    await approve("job", two, admin);
    await runAlertJobs();
    // The same week: the second waits for next week's digest, which names it alone.
    await digestJob({ period: "weekly" }, { now: new Date(weekLater.getTime() + MIN) });
    expect(await outbox.mailsTo(member.email)).toHaveLength(1);
    await digestJob({ period: "weekly" }, { now: nextWeek(weekLater) });
    const mails = await outbox.mailsTo(member.email);
    expect(mails).toHaveLength(2);
    const latest = mails.find((m) => m.text.includes(`/job/${two}`))!;
    expect(latest.text).not.toContain(`/job/${one}`);
    const row = await db.savedSearch.findUniqueOrThrow({
      where: { id: search.id },
      select: { pendingSince: true },
    });
    expect(row.pendingSince).toBeNull();
  });

  it(
    "never send a digest twice after a crash: the batch goes again under its key (outbox counted against claims)",
    { timeout: 60_000 },
    async () => {
      const { poster, admin } = await alertCast();
      const owner = await createTestUser();
      const word = uniqueWord();
      const searches = await manySearches(owner.id, 20, () => ({
        kind: "job",
        query: `q=${word}`,
        frequency: "daily",
      }));
      const job = await postListing("job", poster, { title: `Crash engineer ${word}` });
      await approve("job", job, admin);
      await runAlertJobs();
      const to = owner.email;
      const sent = async () => (await outbox.mailsTo(to)).length;
      const now = tomorrow();

      // A worker killed after its batch call and before it marked the claims sent: it never returns.
      let called!: () => void;
      const reached = new Promise<void>((resolve) => (called = resolve));
      const killed = async (mails: BatchMail[], options: BatchOptions) => {
        await sendMailBatch(mails, options);
        called();
        await new Promise(() => {});
      };
      void digestJob({ period: "daily" }, { now, sendBatch: killed });
      await reached;
      expect(await sent()).toBe(20);

      // Another run while the claims' lease holds leaves them alone.
      await digestJob({ period: "daily" }, { now: new Date(now.getTime() + MIN) });
      expect(await sent()).toBe(20);
      // Once it is out, one run takes the batch over and sends it again under the same key: nothing twice.
      const later = new Date(now.getTime() + CLAIM_LEASE_MS + MIN);
      await Promise.all([1, 2, 3].map(() => digestJob({ period: "daily" }, { now: later })));
      const claims = await db.savedSearchDigest.findMany({
        where: { searchId: { in: searches } },
        select: { sentAt: true },
      });
      expect(claims).toHaveLength(20);
      expect(claims.every((c) => c.sentAt)).toBe(true);
      expect(await sent()).toBe(claims.length);
      await db.savedSearch.deleteMany({ where: { userId: owner.id } });
    },
  );

  it("send a claim whose worker died before its batch call once its lease is out, and a failed call's at once", async () => {
    const { poster, admin } = await alertCast();
    const owner = await createTestUser();
    const word = uniqueWord();
    const searches = await manySearches(owner.id, 5, () => ({
      kind: "job",
      query: `q=${word}`,
      frequency: "daily",
    }));
    const job = await postListing("job", poster, { title: `Lease engineer ${word}` });
    await approve("job", job, admin);
    await runAlertJobs();
    const now = tomorrow();
    const claimed = await claimAlerts(searches, {
      frequency: "daily",
      period: periodOf("daily", now),
      now,
      before: toldBefore("daily", now),
    });
    expect(claimed.fresh).toHaveLength(5);
    await digestJob({ period: "daily" }, { now: new Date(now.getTime() + CLAIM_LEASE_MS + MIN) });
    expect(await outbox.mailsTo(owner.email)).toHaveLength(5);

    // A batch call that fails gives its claims back: the next run sends them, once.
    const word2 = uniqueWord();
    const more = await manySearches(owner.id, 3, () => ({
      kind: "job",
      query: `q=${word2}`,
      frequency: "weekly",
    }));
    const job2 = await postListing("job", poster, { title: `Lease engineer ${word2}` });
    await approve("job", job2, admin);
    await runAlertJobs();
    const failing = async () => {
      throw new Error("Resend refused the batch: 500");
    };
    const week = nextWeek(now);
    await expect(digestJob({ period: "weekly" }, { now: week, sendBatch: failing })).rejects.toThrow(
      /refused/,
    );
    await digestJob({ period: "weekly" }, { now: week });
    expect(
      await db.savedSearchDigest.count({ where: { searchId: { in: more }, sentAt: { not: null } } }),
    ).toBe(3);
    expect(await outbox.mailsTo(owner.email)).toHaveLength(8);
    await db.savedSearch.deleteMany({ where: { userId: owner.id } });
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
    const mine = await saveSearch(user, "/jobs", `q=${uniqueWord()}`, "daily");
    const other = await saveSearch(user, "/jobs", `q=${uniqueWord()}`, "weekly");
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
    const search = await saveSearch(user, "/jobs", `q=${uniqueWord()}`, "instant");
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
      expect(await res.json()).toMatchObject({ success: true });
    } finally {
      (env as { CRON_SECRET?: string }).CRON_SECRET = saved;
    }
  });
});
