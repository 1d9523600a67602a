// Every seeded listing is one its own form could have sent (the same zod schema the form and the API use), and
// none links to a made-up address: a seeded link leads somewhere or is not there.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { db } from "@/lib/db";
import { eventInput } from "@/lib/events/schema";
import { gigInput } from "@/lib/gigs/schema";
import { jobInput } from "@/lib/jobs/schema";
import { startupInput } from "@/lib/startups/schema";
import * as data from "@/prisma/seed-data";

/** The schema's problems with one seeded listing, as "field: message" lines (none when it passes). */
function problems(schema: z.ZodType, listing: Record<string, unknown>): string[] {
  const result = schema.safeParse(listing);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

// The picture is a file in the forms; a seeded one is a static path, so it is left out of the comparison.
const noPicture = (listing: object): Record<string, unknown> => ({ ...listing, image: undefined });

/** A seeded budget is a range in rupees ("₹70,000 - ₹1,00,000"); the form asks for one amount: its upper end. */
function formBudget(text: string): number | undefined {
  const amounts = text.match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, "")));
  return amounts?.at(-1);
}

const reserved = /\.(example|test|invalid)\b|\/\/(www\.)?example\.(com|net|org)\b/i;

describe("seeded listings", () => {
  it.each(data.jobs.map((j) => [j.slug, j] as const))("job %s passes the job form's schema", (_, job) => {
    expect(problems(jobInput, job)).toEqual([]);
  });

  it.each(data.events.map((e) => [e.slug, e] as const))("event %s passes the event form's schema", (_, e) => {
    expect(problems(eventInput, noPicture(e))).toEqual([]);
  });

  it.each(data.gigs.map((g) => [g.slug, g] as const))("gig %s passes the gig form's schema", (_, gig) => {
    expect(problems(gigInput, { ...noPicture(gig), budget: formBudget(gig.budget) })).toEqual([]);
    expect(gig.description.length).toBeGreaterThan(200);
  });

  it.each(data.startups.map((s) => [s.slug, s] as const))(
    "startup %s passes the startup form's schema",
    (_, startup) => {
      expect(problems(startupInput, noPicture(startup))).toEqual([]);
    },
  );

  it("link to no made-up address, in the seed data or in the seeded rows", async () => {
    const links = [
      ...data.jobs.flatMap((j) => [j.websiteLink, j.googleFormLink]),
      ...data.events.flatMap((e) => [e.link, e.googleFormLink, e.websiteLink]),
      ...data.startups.map((s) => s.website),
    ].filter(Boolean);
    expect(links.filter((l) => reserved.test(l!))).toEqual([]);

    const seeded = { id: { startsWith: "seed-" } };
    const [jobs, events, startups, gigs] = await Promise.all([
      db.job.findMany({ where: seeded, select: { websiteLink: true, googleFormLink: true } }),
      db.event.findMany({ where: seeded, select: { link: true, googleFormLink: true, websiteLink: true } }),
      db.startup.findMany({ where: seeded, select: { website: true } }),
      db.gig.findMany({ where: seeded, select: { description: true, deadline: true } }),
    ]);
    expect(jobs.length).toBe(data.jobs.length);
    const rowLinks = [...jobs, ...events, ...startups].flatMap((row) => Object.values(row)).filter(Boolean);
    expect(rowLinks.filter((l) => reserved.test(String(l)))).toEqual([]);
    expect(gigs.length).toBe(data.gigs.length);
    expect(gigs.filter((g) => g.description === "" || g.deadline === null)).toEqual([]);
  });
});
