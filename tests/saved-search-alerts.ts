// Helpers for the saved-search alert tests: listings posted and approved as members and admins do, searches saved
// (or many written at once and keyed), the alert jobs run through the queue with an injected clock and batch call,
// and an outbox of the test file's own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createEvent } from "@/lib/events/mutations";
import { eventInput } from "@/lib/events/schema";
import { createGig } from "@/lib/gigs/mutations";
import { gigInput } from "@/lib/gigs/schema";
import { createJob } from "@/lib/jobs/mutations";
import { jobInput } from "@/lib/jobs/schema";
import { moderateListing, type ListingKind } from "@/lib/listings/moderation";
import type { sendMailBatch } from "@/lib/mail/send-batch";
import { runQueuedJobs } from "@/lib/worker/drain";
import { keySavedSearches } from "@/lib/saved-searches/index-write";
import { digestJob, instantAlertsJob, matchListingJob } from "@/lib/saved-searches/jobs";
import { createSavedSearch } from "@/lib/saved-searches/mutations";
import type { AlertFrequency } from "@/lib/saved-searches/schema";
import { createStartup } from "@/lib/startups/mutations";
import { startupInput } from "@/lib/startups/schema";
import { createTestUser, uniqueSuffix, type TestUser } from "@/tests/accounts";
import { jobPayload } from "@/tests/listings";
import { gigPayload } from "@/tests/gigs";
import { readOutbox } from "@/tests/helpers/outbox";

/** A word no other test's listing or search holds: twelve random letters (no prefix shared with other words). */
export const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** The listings a test file posted, deleted after it (the lists other files read stay as they were). */
const posted: { kind: ListingKind; id: string }[] = [];

/** An event as the form sends it, with `fields`. */
const eventFields = (fields: Record<string, unknown>) => ({
  title: `Meetup ${uniqueSuffix()}`,
  shortDescription: "An evening of talks.",
  description: "Talks and questions.",
  contactEmail: "events@example.com",
  contactPhone: "+91 98765 43210",
  ...fields,
});

/** Posts a pending listing of `kind` as `poster` (the member's own mutation, so its facets are derived). */
export async function postListing(kind: ListingKind, poster: TestUser, fields: Record<string, unknown> = {}) {
  const actor = { id: poster.id, role: poster.role };
  const id =
    kind === "job"
      ? (await createJob(actor, jobInput.parse(jobPayload(fields)))).id
      : kind === "event"
        ? (await createEvent(actor, eventInput.parse(eventFields(fields)), null)).id
        : kind === "gig"
          ? (await createGig(actor, gigInput.parse(gigPayload(fields)), null)).id
          : (
              await createStartup(
                actor,
                startupInput.parse({
                  name: `Startup ${uniqueSuffix()}`,
                  shortDescription: "A startup.",
                  description: "What it does.",
                  industry: "Fintech",
                  stage: "Seed",
                  location: "Pune",
                  teamSize: "1-4",
                  founded: 2024,
                  contactEmail: "hello@startup.example",
                  ...fields,
                }),
                null,
              )
            ).id;
  posted.push({ kind, id });
  return id;
}

/** An admin approves it (queueing its matching, as every approval does). */
export const approve = (kind: ListingKind, id: string, admin: TestUser) =>
  moderateListing(kind, id, { id: admin.id, role: admin.role }, { approve: true });

/** A member's saved search of `list` with `query`, saved as the API saves it (keys written with it). */
export const saveSearch = (
  user: TestUser,
  list: "/jobs" | "/events" | "/gigs" | "/startups",
  query: string,
  frequency: Exclude<AlertFrequency, "off"> = "instant",
  name = `Search ${uniqueSuffix()}`,
) => createSavedSearch(user, { list, query, name, frequency });

/** `count` searches of `userId` written at once (past the limit of 20 a member may save), then keyed. */
export async function manySearches(
  userId: string,
  count: number,
  make: (i: number) => {
    kind: "job" | "event" | "gig" | "startup";
    query: string;
    frequency: AlertFrequency;
  },
): Promise<string[]> {
  const rows = await db.savedSearch.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({ userId, name: `Many ${i}`, ...make(i) })),
    select: { id: true },
  });
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) await keySavedSearches(ids.slice(i, i + 500));
  return ids;
}

export type RunOptions = { now?: Date; sendBatch?: typeof sendMailBatch };

/** Runs the queued matching and alert jobs (and those they queue) with `options`; answers how many ran. */
export const runAlertJobs = (options: RunOptions = {}) =>
  runQueuedJobs({
    names: ["listing.match", "alerts.instant", "alerts.digest"],
    handlers: {
      "listing.match": async (data) => void (await matchListingJob(data, options)),
      "alerts.instant": async (data) => void (await instantAlertsJob(data, options)),
      "alerts.digest": async (data) => void (await digestJob(data, options)),
    },
  });

/** The test file's own outbox (MAIL_OUTBOX_DIR) and its messages to `email`. */
export function ownOutbox() {
  const saved = env.MAIL_OUTBOX_DIR;
  const dir = mkdtempSync(path.join(tmpdir(), "alerts-outbox-"));
  beforeAll(() => {
    (env as { MAIL_OUTBOX_DIR: string }).MAIL_OUTBOX_DIR = dir;
  });
  afterAll(async () => {
    (env as { MAIL_OUTBOX_DIR: string }).MAIL_OUTBOX_DIR = saved;
    for (const { kind, id } of posted.splice(0)) {
      const where = { where: { id } };
      if (kind === "job") await db.job.deleteMany(where);
      else if (kind === "event") await db.event.deleteMany(where);
      else if (kind === "gig") await db.gig.deleteMany(where);
      else await db.startup.deleteMany(where);
    }
  });
  return {
    dir,
    mailsTo: async (email: string) => (await readOutbox(dir)).filter((m) => m.to === email),
    all: () => readOutbox(dir),
  };
}

/** A member, a poster and an admin for a test file. */
export async function alertCast() {
  const [member, poster, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ role: "Admin" }),
  ]);
  return { member, poster, admin };
}
