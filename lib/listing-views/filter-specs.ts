// What each public list's filter bar offers, how a chosen value is written in the URL and named on a chip. The
// values themselves are read by the kinds' schemas (lib/<kind>/schema.ts, lib/listings/filter-fields.ts). The words
// (labels, chips, option names) are the catalog's namespace listFiltersSpecs: `filterSpecsIn(words, locale)` names
// them in a page's language; the constants below (jobFilterSpecs, …) are English's, for callers that only need the
// filters' names or English (saved searches, tests). URL parameter names and values never change with the language.
import english from "@/lib/i18n/parts/listFiltersSpecs.en.json";
import { eventRanges, eventTypes, type EventRange } from "@/lib/events/schema";
import { formatDay, isDayStamp, istDayStartOf, istDayStamp } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import { gigCategories } from "@/lib/gigs/schema";
import { experienceLevels } from "@/lib/jobs/schema";
import { cityNames, ONLINE, REMOTE, workModes } from "@/lib/listings/facets";
import { slugOf } from "@/lib/listings/filter-fields";
import { startupStages } from "@/lib/startups/schema";

export type FilterOption = { value: string; label: string; count?: number };

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

/** The filters' words in one language: a message of namespace listFiltersSpecs ("chip.skill") with its values. */
export type FilterWords = {
  text: (key: string, values?: Record<string, string>) => string;
  has: (key: string) => boolean;
};

type Tree = { [key: string]: string | Tree };

/** Words read from a catalog part as it is (plain `{name}` placeholders only): English's, without a request. */
export function plainWords(tree: object): FilterWords {
  const lookup = (key: string): string | undefined => {
    const found = key
      .split(".")
      .reduce<string | Tree | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), tree as Tree);
    return typeof found === "string" ? found : undefined;
  };
  return {
    text: (key, values = {}) => (lookup(key) ?? key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ""),
    has: (key) => lookup(key) !== undefined,
  };
}

/** English's words, straight from its catalog part. */
export const englishFilterWords: FilterWords = plainWords(english);

/** A facet value's name in `words`' language (a city, a work mode, a category…), else the value as written. */
export const facetLabel = (words: FilterWords, value: string) =>
  words.has(`facet.${slugOf(value)}`) ? words.text(`facet.${slugOf(value)}`) : value;

/** The events' date ranges as the filter bar, chips and titles name them (calendar periods in India). */
export const eventRangeLabels: Record<EventRange, string> = {
  week: englishFilterWords.text("option.range.week"),
  month: englishFilterWords.text("option.range.month"),
};

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

const asSlug = (v: unknown) => slugOf(String(v));
const asText = (v: unknown) => String(v);
const asList = (v: unknown) => (Array.isArray(v) ? v.join(",") : String(v));
/** A day filter's value (the instant the day begins in India) as its day, YYYY-MM-DD. */
const asDay = (v: unknown) => (v instanceof Date ? istDayStamp(v) : String(v));
const asYesNo = (v: unknown) => (v ? "yes" : "no");

/** Every list's filters, their words in `words`' language and amounts and days written for `locale`. */
export function filterSpecsIn(w: FilterWords, locale = "en") {
  const rupees = (n: number) => formatRupees(n, locale);
  /** A day of the URL as people read it ("9 Dec 2026"); an odd one as written. */
  const dayLabel = (v: string) => (isDayStamp(v) ? formatDay(istDayStartOf(v), "", locale) : v);
  /** Options whose URL value is the slug of each value. */
  const slugged = (values: readonly string[]): FilterOption[] =>
    values.map((v) => ({ value: slugOf(v), label: facetLabel(w, v) }));
  /** The label of a URL value among `values` (slug or itself). */
  const labelOf = (values: readonly string[]) => (value: string) => {
    const known = values.find((v) => slugOf(v) === slugOf(value));
    return known ? facetLabel(w, known) : value;
  };
  const monthly = (values: number[]): FilterOption[] =>
    values.map((n) => ({ value: String(n), label: w.text("option.perMonth", { amount: rupees(n) }) }));
  const amounts = (values: number[]): FilterOption[] =>
    values.map((n) => ({ value: String(n), label: rupees(n) }));
  const skillsSpec = (kind: string, choices: readonly string[]): FilterSpec => ({
    name: "skills",
    label: w.text(`label.${kind}.skills`),
    control: "checkboxes",
    options: choices.map((c) => ({ value: c.toLowerCase(), label: c })),
    toUrl: asList,
    chip: (v) => w.text("chip.skill", { skill: skillLabel(v, choices) }),
  });
  const choiceSpec = (kind: string, name: string, values: readonly string[]): FilterSpec => ({
    name,
    label: w.text(`label.${kind}.${name}`),
    control: "select",
    options: slugged(values),
    toUrl: asSlug,
    chip: labelOf(values),
  });
  const named = (prefix: string, values: readonly string[]): FilterOption[] =>
    values.map((value) => ({ value, label: w.text(`${prefix}.${value}`) }));
  const chipOf = (prefix: string) => (v: string) => (w.has(`${prefix}.${v}`) ? w.text(`${prefix}.${v}`) : v);

  const job: FilterSpec[] = [
    {
      name: "type",
      label: w.text("label.job.type"),
      control: "none",
      options: [],
      toUrl: asText,
      chip: (v) => w.text(v === "Internship" ? "chip.kind.Internship" : "chip.kind.Job"),
    },
    choiceSpec("job", "city", [REMOTE, ...cityNames]),
    choiceSpec("job", "mode", workModes),
    choiceSpec("job", "experience", experienceLevels),
    {
      name: "salaryMin",
      label: w.text("label.job.salaryMin"),
      control: "select",
      options: monthly([5_000, 10_000, 25_000, 50_000, 1_00_000, 2_00_000]),
      toUrl: asText,
      chip: (v) => w.text("chip.salaryMin", { amount: rupees(Number(v)) }),
    },
    {
      name: "salaryMax",
      label: w.text("label.job.salaryMax"),
      control: "select",
      options: monthly([10_000, 25_000, 50_000, 1_00_000, 2_00_000, 5_00_000]),
      toUrl: asText,
      chip: (v) => w.text("chip.salaryMax", { amount: rupees(Number(v)) }),
    },
    skillsSpec("job", jobSkillChoices),
  ];

  const event: FilterSpec[] = [
    {
      name: "when",
      label: w.text("label.event.when"),
      control: "select",
      anyLabel: w.text("upcoming"),
      options: [{ value: "past", label: w.text("option.pastEvents") }],
      toUrl: asText,
      chip: () => w.text("option.pastEvents"),
    },
    choiceSpec("event", "type", eventTypes),
    choiceSpec("event", "city", [ONLINE, ...cityNames]),
    {
      name: "range",
      label: w.text("label.event.range"),
      control: "select",
      options: named("option.range", eventRanges),
      toUrl: asText,
      chip: chipOf("option.range"),
    },
    {
      name: "from",
      label: w.text("label.event.from"),
      control: "date",
      options: [],
      toUrl: asDay,
      chip: (v) => w.text("chip.from", { day: dayLabel(v) }),
    },
    {
      name: "to",
      label: w.text("label.event.to"),
      control: "date",
      options: [],
      toUrl: asDay,
      chip: (v) => w.text("chip.to", { day: dayLabel(v) }),
    },
  ];

  const gig: FilterSpec[] = [
    choiceSpec("gig", "category", gigCategories),
    {
      name: "budgetMin",
      label: w.text("label.gig.budgetMin"),
      control: "select",
      options: amounts([10_000, 25_000, 50_000, 1_00_000]),
      toUrl: asText,
      chip: (v) => w.text("chip.budgetMin", { amount: rupees(Number(v)) }),
    },
    {
      name: "budgetMax",
      label: w.text("label.gig.budgetMax"),
      control: "select",
      options: amounts([25_000, 50_000, 1_00_000, 2_00_000]),
      toUrl: asText,
      chip: (v) => w.text("chip.budgetMax", { amount: rupees(Number(v)) }),
    },
    {
      name: "duration",
      label: w.text("label.gig.duration"),
      control: "select",
      options: named("option.duration", ["short", "medium", "long"]),
      toUrl: asText,
      chip: chipOf("option.duration"),
    },
    skillsSpec("gig", gigSkillChoices),
  ];

  const startup: FilterSpec[] = [
    // Industries are the ones listed (with their counts): lib/listing-views/public-lists.ts fills them in.
    {
      name: "industry",
      label: w.text("label.startup.industry"),
      control: "select",
      options: [],
      toUrl: asText,
      chip: (v) => v,
    },
    choiceSpec("startup", "stage", startupStages),
    choiceSpec("startup", "city", cityNames),
    {
      name: "hiring",
      label: w.text("label.startup.hiring"),
      control: "select",
      options: named("option.hiring", ["yes", "no"]),
      toUrl: asYesNo,
      chip: chipOf("option.hiring"),
    },
  ];
  return { job, event, gig, startup };
}

const inEnglish = filterSpecsIn(englishFilterWords);
export const jobFilterSpecs: FilterSpec[] = inEnglish.job;
export const eventFilterSpecs: FilterSpec[] = inEnglish.event;
export const gigFilterSpecs: FilterSpec[] = inEnglish.gig;
export const startupFilterSpecs: FilterSpec[] = inEnglish.startup;
