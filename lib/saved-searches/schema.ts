// What a saved search is made of, shared by the save form, the dashboard and /api/saved-searches: its list (the
// kind), its name, its canonical filter query and how often its alerts go.
import { z } from "zod";

export const savedSearchKinds = ["job", "event", "gig", "startup"] as const;
export type SavedSearchKind = (typeof savedSearchKinds)[number];

/** The public list of each kind. */
export const listPaths = { job: "/jobs", event: "/events", gig: "/gigs", startup: "/startups" } as const;
export type ListPath = (typeof listPaths)[SavedSearchKind];

/** The kind whose list is at `path` ("/jobs" → "job"); undefined for anything else. */
export const kindOfList = (path: string | undefined): SavedSearchKind | undefined =>
  savedSearchKinds.find((kind) => listPaths[kind] === path);

export const alertFrequencies = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const frequencyLabels: Record<AlertFrequency, string> = {
  instant: "Instant (within 15 minutes)",
  daily: "Daily digest",
  weekly: "Weekly digest",
  off: "Off",
};

/** A member keeps at most this many saved searches. */
export const SAVED_SEARCH_LIMIT = 20;
export const limitMessage = `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`;

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(80, "Name must be 80 characters or fewer");

const frequency = z.enum(alertFrequencies, {
  error: "Choose how often to be told: instant, daily, weekly or off",
});

/** POST /api/saved-searches: the list ("/jobs"), its query string as in the list's URL, a name and a frequency. */
export const savedSearchInput = z.object({
  list: z.enum(Object.values(listPaths) as [ListPath, ...ListPath[]], {
    error: "The list must be one of /jobs, /events, /gigs, /startups",
  }),
  query: z.string().max(1000, "The search is too long").default(""),
  name,
  frequency: frequency.default("daily"),
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
