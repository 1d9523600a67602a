// What a saved search is made of, shared by the save form, the dashboard and /api/saved-searches: its list (the
// kind), its name, its canonical filter query and how often its alerts go.
import { z } from "zod";
import { pluralNoun } from "@/lib/format/plural";
import {
  eventFilterSpecs,
  gigFilterSpecs,
  jobFilterSpecs,
  startupFilterSpecs,
} from "@/lib/listing-views/filter-specs";

export const savedSearchKinds = ["job", "event", "gig", "startup"] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];

/** The public list of each kind. */
export const listPaths = { job: "/jobs", event: "/events", gig: "/gigs", startup: "/startups" } as const;
export type ListPath = (typeof listPaths)[SavedSearchKind];

/** The kind whose list is at `path` ("/jobs" → "job"); undefined for anything else. */
export const kindOfList = (path: string | undefined): SavedSearchKind | undefined =>
  savedSearchKinds.find((kind) => listPaths[kind] === path);

const filterSpecs = {
  job: jobFilterSpecs,
  event: eventFilterSpecs,
  gig: gigFilterSpecs,
  startup: startupFilterSpecs,
};

/** The parameters the list of `kind` reads from its URL: its search words, its page and its filters. */
const paramNamesOf = (kind: SavedSearchKind) =>
  new Set(["q", "page", ...filterSpecs[kind].map((spec) => spec.name)]);

/** The parameter names among `names` the list of `kind` does not read, each once, in their order. */
export function unknownParams(kind: SavedSearchKind, names: Iterable<string>): string[] {
  const known = paramNamesOf(kind);
  return [...new Set(names)].filter((name) => !known.has(name));
}

/** "Unknown filter for /jobs: search", "Unknown filters for /gigs: foo, bar". */
export const unknownParamsMessage = (list: ListPath, unknown: string[]) =>
  `Unknown ${pluralNoun(unknown.length, "filter")} for ${list}: ${unknown.join(", ")}`;

export const alertFrequencies = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const frequencyLabels: Record<AlertFrequency, string> = {
  instant: "Instant (within 15 minutes)",
  daily: "Daily digest",
  weekly: "Weekly digest",
  off: "Off",
};

/** What a search of each frequency sends, said in a sentence. */
const alertsOf: Record<Exclude<AlertFrequency, "off">, string> = {
  instant: "instant alerts (within 15 minutes)",
  daily: "a daily digest",
  weekly: "a weekly digest",
};

/** "You get instant alerts (within 15 minutes) for your saved search “Rust jobs”." */
export const alertsSentence = (frequency: Exclude<AlertFrequency, "off">, name: string) =>
  `You get ${alertsOf[frequency]} for your saved search “${name}”.`;

/** The id of a saved search's "Email me" control: /dashboard/saved-searches#<it> opens the page with it focused. */
export const frequencyControlId = (searchId: string) => `saved-search-${searchId}-frequency`;

/** A member keeps at most this many saved searches. */
export const SAVED_SEARCH_LIMIT = 20;
export const limitMessage = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`;

/** The same list and search saved again: the answer's message, and its word on the query. */
export const alreadySavedMessages = (name: string) => ({
  message: `You already saved this search as “${name}”. Change how often it emails you from your saved searches.`,
  field: `This search is already saved as “${name}”`,
});

const NAME_MAX = 80;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(NAME_MAX, `Name must be ${NAME_MAX} characters or fewer`);

/** The name the save form offers: the search in words, up to the 80 characters a name may hold. */
export const defaultNameOf = (description: string) => description.slice(0, NAME_MAX);

/** Whether a name only repeats its search in words (all of it, or the start the form offered). */
export const namesItsSearch = (name: string, description: string) =>
  name === description || name === defaultNameOf(description).trim();

const frequency = z.enum(alertFrequencies, {
  error: "Choose how often to be told: instant, daily, weekly or off",
});

/**
 * POST /api/saved-searches: the list ("/jobs"), its query string as in the list's URL, a name and a frequency. A
 * parameter the list does not read is refused (left out, it would widen the alert to listings the member never
 * asked for); a query with none is the whole list.
 */
export const savedSearchInput = z
  .object({
    list: z.enum(Object.values(listPaths) as [ListPath, ...ListPath[]], {
      error: "The list must be one of /jobs, /events, /gigs, /startups",
    }),
    query: z.string().max(1000, "The search is too long").default(""),
    name,
    frequency: frequency.default("daily"),
  })
  .superRefine(({ list, query }, ctx) => {
    const unknown = unknownParams(kindOfList(list)!, new URLSearchParams(query).keys());
    if (unknown.length)
      ctx.addIssue({ code: "custom", path: ["query"], message: unknownParamsMessage(list, unknown) });
  });
export type SavedSearchInput = z.input<typeof savedSearchInput>;

/** PATCH /api/saved-searches/{id}: a new name, a new frequency, or both. */
export const savedSearchChange = z
  .object({ name: name.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, {
    message: "Give a new name or a frequency",
  });
export type SavedSearchChange = z.input<typeof savedSearchChange>;

/** A saved search as its owner sees it. */
export type SavedSearchDto = {
  id: string;
  name: string;
  kind: SavedSearchKind;
  query: string;
  /** The search in words ("Remote internships in India paying ₹10,000+ a month"). */
  description: string;
  /** The list with this search (a path with its query). */
  href: string;
  frequency: AlertFrequency;
  lastSentAt: string | null;
  createdAt: string;
};
