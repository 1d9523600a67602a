// What each public list's filter bar offers, how a chosen value is written in the URL and named on a chip. The
// values themselves are read by the kinds' schemas (lib/<kind>/schema.ts, lib/listings/filter-fields.ts).
import { eventRanges, eventTypes, type EventRange } from "@/lib/events/schema";
import { formatDay, isDayStamp, istDayStartOf, istDayStamp } from "@/lib/format/date";
import { gigCategories } from "@/lib/gigs/schema";
import { experienceLevels } from "@/lib/jobs/schema";
import { cityNames, ONLINE, REMOTE, workModes } from "@/lib/listings/facets";
import { slugOf } from "@/lib/listings/filter-fields";
import { startupStages } from "@/lib/startups/schema";

export type FilterOption = { value: string; label: string; count?: number };

/**
 * The events' date ranges as the filter bar, chips and titles name them: calendar periods in India, the week
 * Monday to Sunday and the month from the 1st (lib/events/queries.ts), so the words mean what they say.
 */
export const eventRangeLabels: Record<EventRange, string> = { week: "This week", month: "This month" };

/** One filter of a list: its URL parameter, its label, its control and its options (URL values). */
export type FilterSpec = {
  name: string;
  label: string;
  control: "select" | "checkboxes" | "date" | "none";
  /** What the select's empty choice says (default "Any"). */
  anyLabel?: string;
  options: FilterOption[];
  /** The value as the URL writes it (from the parsed value). */
  toUrl: (value: unknown) => string;
  /** The chip of a chosen URL value. */
  chip: (value: string) => string;
};

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;
const asSlug = (v: unknown) => slugOf(String(v));
const asText = (v: unknown) => String(v);
const asList = (v: unknown) => (Array.isArray(v) ? v.join(",") : String(v));
/** A day filter's value (the instant the day begins in India) as its day, YYYY-MM-DD. */
const asDay = (v: unknown) => (v instanceof Date ? istDayStamp(v) : String(v));
/** A day of the URL as people read it ("9 Dec 2026"); an odd one as written. */
const dayLabel = (v: string) => (isDayStamp(v) ? formatDay(istDayStartOf(v)) : v);
const asYesNo = (v: unknown) => (v ? "yes" : "no");

/** Options whose URL value is the slug of each value. */
const slugged = (values: readonly string[]): FilterOption[] =>
  values.map((v) => ({ value: slugOf(v), label: v }));
/** The label of a URL value among `values` (slug or itself). */
const labelOf = (values: readonly string[]) => (value: string) =>
  values.find((v) => slugOf(v) === slugOf(value)) ?? value;

const amounts = (values: number[], suffix: string): FilterOption[] =>
  values.map((n) => ({ value: String(n), label: `${rupees(n)}${suffix}` }));

/** Skills the filter bar offers (any skill may be asked for in the URL). */
export const jobSkillChoices = [
  "Solidity",
  "Rust",
  "TypeScript",
  "React",
  "Python",
  "Go",
  "Figma",
  "Node.js",
];
export const gigSkillChoices = ["Solidity", "Python", "TypeScript", "Figma", "Next.js", "Rust", "LLMs"];

/** A skill's name as offered (else the key as given). */
export const skillLabel = (key: string, choices: readonly string[]) =>
  choices.find((c) => c.toLowerCase() === key) ?? key;

const skillsSpec = (choices: readonly string[]): FilterSpec => ({
  name: "skills",
  label: "Skills (any of)",
  control: "checkboxes",
  options: choices.map((c) => ({ value: c.toLowerCase(), label: c })),
  toUrl: asList,
  chip: (v) => `Skill: ${skillLabel(v, choices)}`,
});

const choiceSpec = (name: string, label: string, values: readonly string[]): FilterSpec => ({
  name,
  label,
  control: "select",
  options: slugged(values),
  toUrl: asSlug,
  chip: labelOf(values),
});

export const jobFilterSpecs: FilterSpec[] = [
  {
    name: "type",
    label: "Role type",
    control: "none",
    options: [],
    toUrl: asText,
    chip: (v) => (v === "Internship" ? "Internships" : "Jobs"),
  },
  choiceSpec("city", "Location", [REMOTE, ...cityNames]),
  choiceSpec("mode", "Work mode", workModes),
  choiceSpec("experience", "Experience", experienceLevels),
  {
    name: "salaryMin",
    label: "Pay at least",
    control: "select",
    options: amounts([5_000, 10_000, 25_000, 50_000, 1_00_000, 2_00_000], "/month"),
    toUrl: asText,
    chip: (v) => `From ${rupees(Number(v))}/month`,
  },
  {
    name: "salaryMax",
    label: "Pay up to",
    control: "select",
    options: amounts([10_000, 25_000, 50_000, 1_00_000, 2_00_000, 5_00_000], "/month"),
    toUrl: asText,
    chip: (v) => `Up to ${rupees(Number(v))}/month`,
  },
  skillsSpec(jobSkillChoices),
];

export const eventFilterSpecs: FilterSpec[] = [
  {
    name: "when",
    label: "When",
    control: "select",
    anyLabel: "Upcoming",
    options: [{ value: "past", label: "Past events" }],
    toUrl: asText,
    chip: () => "Past events",
  },
  choiceSpec("type", "Type", eventTypes),
  choiceSpec("city", "City", [ONLINE, ...cityNames]),
  {
    name: "range",
    label: "Dates",
    control: "select",
    options: eventRanges.map((r) => ({ value: r, label: eventRangeLabels[r] })),
    toUrl: asText,
    chip: (v) => eventRangeLabels[v as EventRange] ?? v,
  },
  {
    name: "from",
    label: "From",
    control: "date",
    options: [],
    toUrl: asDay,
    chip: (v) => `From ${dayLabel(v)}`,
  },
  { name: "to", label: "To", control: "date", options: [], toUrl: asDay, chip: (v) => `To ${dayLabel(v)}` },
];

export const gigFilterSpecs: FilterSpec[] = [
  choiceSpec("category", "Category", gigCategories),
  {
    name: "budgetMin",
    label: "Budget at least",
    control: "select",
    options: amounts([10_000, 25_000, 50_000, 1_00_000], ""),
    toUrl: asText,
    chip: (v) => `Budget from ${rupees(Number(v))}`,
  },
  {
    name: "budgetMax",
    label: "Budget up to",
    control: "select",
    options: amounts([25_000, 50_000, 1_00_000, 2_00_000], ""),
    toUrl: asText,
    chip: (v) => `Budget up to ${rupees(Number(v))}`,
  },
  {
    name: "duration",
    label: "Duration",
    control: "select",
    options: [
      { value: "short", label: "Up to 2 weeks" },
      { value: "medium", label: "3–4 weeks" },
      { value: "long", label: "5 weeks or more" },
    ],
    toUrl: asText,
    chip: (v) => ({ short: "Up to 2 weeks", medium: "3–4 weeks", long: "5 weeks or more" })[v] ?? v,
  },
  skillsSpec(gigSkillChoices),
];

export const startupFilterSpecs: FilterSpec[] = [
  // Industries are the ones listed (with their counts): lib/listing-views/list-filters.ts fills them in.
  { name: "industry", label: "Industry", control: "select", options: [], toUrl: asText, chip: (v) => v },
  choiceSpec("stage", "Stage", startupStages),
  choiceSpec("city", "City", cityNames),
  {
    name: "hiring",
    label: "Hiring",
    control: "select",
    options: [
      { value: "yes", label: "Hiring" },
      { value: "no", label: "Not hiring" },
    ],
    toUrl: asYesNo,
    chip: (v) => (v === "yes" ? "Hiring" : "Not hiring"),
  },
];
