// The structured values the list filters read, derived from a listing's own text when it is written (the
// mutations, the seed) and, for rows written before, by the migration that added them (the same rules in SQL:
// prisma/migrations/*_list_filters). Pure functions: no database here.

/** The cities the filters offer, each with the spellings that name it in a location. */
export const cities = [
  { name: "Bengaluru", match: /bengaluru|bangalore/i },
  { name: "Mumbai", match: /mumbai|navi mumbai|thane/i },
  { name: "Delhi NCR", match: /delhi|gurugram|gurgaon|noida|ncr/i },
  { name: "Hyderabad", match: /hyderabad/i },
  { name: "Pune", match: /pune/i },
  { name: "Chennai", match: /chennai/i },
  { name: "Kolkata", match: /kolkata/i },
  { name: "Ahmedabad", match: /ahmedabad/i },
  { name: "Jaipur", match: /jaipur/i },
  { name: "Kochi", match: /kochi|cochin/i },
  { name: "Goa", match: /\bgoa\b/i },
  { name: "Bhubaneswar", match: /bhubaneswar/i },
] as const;
export const cityNames = cities.map((c) => c.name);

/** A job done from anywhere: its "city" is Remote. An event held on the internet: its "city" is Online. */
export const REMOTE = "Remote";
export const ONLINE = "Online";

/** The city a location names (the first known one), else null. */
export function cityOf(location: string | null | undefined): string | null {
  const text = location ?? "";
  return cities.find((c) => c.match.test(text))?.name ?? null;
}

/** A job's city: Remote when its location says remote, else the city it names. */
export function jobCityOf(location: string): string | null {
  return /remote/i.test(location) ? REMOTE : cityOf(location);
}

/** An event's city: Online when its location says online or virtual, else the city it names. */
export function eventCityOf(location: string | null | undefined): string | null {
  return /online|virtual|zoom|google meet/i.test(location ?? "") ? ONLINE : cityOf(location);
}

export const workModes = ["Remote", "Hybrid", "On-site"] as const;
export type WorkMode = (typeof workModes)[number];

/** Remote or hybrid when the location says so, else on-site. */
export function workModeOf(location: string): WorkMode {
  if (/remote/i.test(location)) return "Remote";
  if (/hybrid/i.test(location)) return "Hybrid";
  return "On-site";
}

/** The amounts a text names, in rupees: "₹12,000", "18 - 28 LPA" (lakh), "40k". */
function amountsIn(text: string): number[] {
  const lakh = /lpa|lakh|lac\b/i.test(text);
  return [...text.replace(/,/g, "").matchAll(/(\d+(?:\.\d+)?)\s*(k\b)?/gi)].map((m) => {
    const n = Number(m[1]);
    return Math.round(lakh ? n * 100_000 : m[2] ? n * 1_000 : n);
  });
}

export type RupeeRange = { min: number; max: number } | null;

/** A range of rupees a text states (one amount is a range of one), else null. */
export function rupeeRangeOf(text: string | null | undefined): RupeeRange {
  const [a, b] = amountsIn(text ?? "").filter((n) => n > 0);
  if (a === undefined) return null;
  return { min: Math.min(a, b ?? a), max: Math.max(a, b ?? a) };
}

/** A salary or stipend in rupees a month: yearly amounts (LPA, per annum, a year) divided by 12. */
export function monthlyPayOf(salary: string | null | undefined): RupeeRange {
  const range = rupeeRangeOf(salary);
  if (!range) return null;
  const yearly = /lpa|lakh|lac\b|annum|p\.?a\.?\b|year|yr/i.test(salary ?? "");
  return yearly ? { min: Math.round(range.min / 12), max: Math.round(range.max / 12) } : range;
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
