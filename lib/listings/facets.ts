// The structured values the list filters read, derived from a listing's own text when it is written (the
// mutations, the seed) and, for rows written before, by the migration that added them (the same rules in SQL:
// prisma/migrations/*_list_filters, then *_pay_and_place_facets). Pure functions: no database here. Pay is read
// by lib/listings/pay.ts, the work mode by lib/listings/work-mode.ts, cities by lib/listings/cities.ts.
import { cityOf, ONLINE, REMOTE } from "@/lib/listings/cities";
import { monthlyPayOf, rupeeRangeOf } from "@/lib/listings/pay";
import { workModeOf } from "@/lib/listings/work-mode";

export { cities, cityNames, cityOf, ONLINE, REMOTE } from "@/lib/listings/cities";
export { monthlyPayOf, payOf, rupeeRangeOf, type RupeeRange } from "@/lib/listings/pay";
export { workModeOf, workModes, type WorkMode } from "@/lib/listings/work-mode";

/**
 * A job's city: the city its location names ("Bangalore / Remote" is in Bengaluru, and remote by its work mode);
 * Remote when it names none and is worked remotely ("WFH (anywhere in India)"); else null.
 */
export function jobCityOf(location: string): string | null {
  return cityOf(location) ?? (workModeOf(location) === "Remote" ? REMOTE : null);
}

/** An event's city: Online when its location says online or virtual, else the city it names. */
export function eventCityOf(location: string | null | undefined): string | null {
  return /online|virtual|zoom|google meet/i.test(location ?? "") ? ONLINE : cityOf(location);
}

/** How many weeks a duration names ("3 weeks", "10 days", "2 months"), rounded up; null when none. */
export function weeksOf(duration: string | null | undefined): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(day|week|wk|month|mo)/i.exec(duration ?? "");
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const weeks = unit.startsWith("d") ? n / 7 : unit.startsWith("w") ? n : n * 4;
  return Math.max(1, Math.ceil(weeks));
}

/** Skills or tags as the filters compare them: trimmed, lower-cased, each once. */
export function keysOf(list: readonly string[]): string[] {
  return [...new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

/** A job's filter columns, from its location, salary and skills. */
export function jobFacets(job: { location: string; salary?: string | null; skills: readonly string[] }) {
  const pay = monthlyPayOf(job.salary);
  return {
    city: jobCityOf(job.location),
    workMode: workModeOf(job.location),
    payMin: pay?.min ?? null,
    payMax: pay?.max ?? null,
    skillKeys: keysOf(job.skills),
  };
}

/** An event's filter column, from its location. */
export const eventFacets = (event: { location?: string | null }) => ({ city: eventCityOf(event.location) });

/** A startup's filter column, from its location (whether it is hiring, its founder says). */
export const startupFacets = (startup: { location: string }) => ({ city: cityOf(startup.location) });

/** A gig's filter columns: its budget (a member's amount, or the range a seeded text states), duration, tags. */
export function gigFacets(gig: { budget: string | number; duration: string; tags: readonly string[] }) {
  const range =
    typeof gig.budget === "number" ? { min: gig.budget, max: gig.budget } : rupeeRangeOf(gig.budget);
  return {
    budgetMin: range?.min ?? null,
    budgetMax: range?.max ?? null,
    durationWeeks: weeksOf(gig.duration),
    tagKeys: keysOf(gig.tags),
  };
}
