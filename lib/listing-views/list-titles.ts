// The readable title of a filtered list ("Remote Solidity internships in India"), from the filters read from
// its URL; null when no filter is chosen (the list's own title stands). In a page's language: `TitleWords` holds
// the catalog's namespaces listFiltersTitles (the sentence and its parts) and listFiltersSpecs (the facets' names);
// English's by default.
import type { EventsQuery } from "@/lib/events/queries";
import type { GigsQuery } from "@/lib/gigs/queries";
import type { JobsQuery } from "@/lib/jobs/queries";
import { formatDay } from "@/lib/format/date";
import { formatRupees } from "@/lib/format/rupees";
import englishTitles from "@/lib/i18n/parts/listFiltersTitles.en.json";
import {
  englishFilterWords,
  facetLabel,
  gigSkillChoices,
  jobSkillChoices,
  plainWords,
  skillLabel,
  type FilterWords,
} from "@/lib/listing-views/filter-specs";
import { ONLINE, REMOTE } from "@/lib/listings/facets";
import type { StartupsQuery } from "@/lib/startups/queries";

/** A language's words for list titles: the sentences (`t`), the facets (`facets`) and the page's locale. */
export type TitleWords = { t: FilterWords; facets: FilterWords; locale: string };

export const englishTitleWords: TitleWords = {
  t: plainWords(englishTitles),
  facets: englishFilterWords,
  locale: "en",
};

/** The sentence `key` with its parts (an empty part and its space left out), its first letter a capital. */
const sentence = (w: TitleWords, key: string, parts: Record<string, string | undefined | false>) => {
  const values = Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v || ""]));
  const text = w.t.text(key, values).replace(/\s+/g, " ").replace(/\s+,/g, ",").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const chosen = (filters: object) => Object.values(filters).some((v) => v !== undefined);

type Filters<Q> = Partial<Omit<Q, "page" | "limit" | "search">>;

/** "Remote Solidity internships in India", "Hybrid jobs and internships in Pune (1-3 years)". */
export function jobsTitle(f: Filters<JobsQuery>, w: TitleWords = englishTitleWords): string | null {
  if (!chosen(f)) return null;
  const { t } = w;
  const facet = (v: string) => facetLabel(w.facets, v);
  const rupees = (n: number) => formatRupees(n, w.locale);
  const noun = f.type === "Internship" ? "internships" : f.type ? "jobs" : "jobsAndInternships";
  const mode = f.mode ?? (f.city === REMOTE ? REMOTE : undefined);
  const skills = f.skills?.map((s) => skillLabel(s, jobSkillChoices)).join(t.text("or"));
  const place = f.city && f.city !== REMOTE ? facet(f.city) : t.text("india");
  const pay =
    f.salaryMin !== undefined
      ? t.text("job.payFrom", { amount: rupees(f.salaryMin) })
      : f.salaryMax !== undefined && t.text("job.payUpTo", { amount: rupees(f.salaryMax) });
  return sentence(w, "job.sentence", {
    mode: mode && facet(mode),
    skills,
    noun: t.text(`job.${noun}`),
    place: t.text("job.place", { place }),
    experience: f.experience && t.text("job.experience", { experience: facet(f.experience) }),
    pay,
  });
}

/** The days a custom range names, in India: "on 9 Dec 2026", "from 9 Dec 2026 to 12 Dec 2026", "until …". */
function daysOf(w: TitleWords, from: Date | undefined, to: Date | undefined): string | undefined {
  const [first, last] = [formatDay(from, "", w.locale), formatDay(to, "", w.locale)];
  if (first && first === last) return w.t.text("event.on", { day: first });
  if (first && last) return w.t.text("event.fromTo", { from: first, to: last });
  if (first) return w.t.text("event.from", { from: first });
  return last ? w.t.text("event.until", { to: last }) : undefined;
}

/** "Hackathons in Bengaluru this month", "Past workshops online", "Events in India on 9 Dec 2026". */
export function eventsTitle(f: Filters<EventsQuery>, w: TitleWords = englishTitleWords): string | null {
  if (!chosen(f)) return null;
  const { t } = w;
  const noun = t.text(`event.noun.${(f.type ?? "Event").toLowerCase()}`);
  const place =
    f.city === ONLINE
      ? t.text("event.online")
      : t.text("event.place", { place: f.city ? facetLabel(w.facets, f.city) : t.text("india") });
  return sentence(w, "event.sentence", {
    past: f.when === "past" && t.text("event.past"),
    noun,
    place,
    when: f.range && t.text(`event.range.${f.range}`),
    days: daysOf(w, f.from, f.to),
  });
}

/** "Design gigs with a budget from ₹25,000". */
export function gigsTitle(f: Filters<GigsQuery>, w: TitleWords = englishTitleWords): string | null {
  if (!chosen(f)) return null;
  const { t } = w;
  const skills = f.skills?.map((s) => skillLabel(s, gigSkillChoices)).join(t.text("or"));
  const budget =
    f.budgetMin !== undefined
      ? t.text("gig.budgetFrom", { amount: formatRupees(f.budgetMin, w.locale) })
      : f.budgetMax !== undefined && t.text("gig.budgetUpTo", { amount: formatRupees(f.budgetMax, w.locale) });
  return sentence(w, "gig.sentence", {
    category: f.category && facetLabel(w.facets, f.category),
    skills,
    budget,
    length: f.duration && t.text(`gig.length.${f.duration}`),
  });
}

/** "Seed DeFi startups in Bengaluru, hiring". */
export function startupsTitle(f: Filters<StartupsQuery>, w: TitleWords = englishTitleWords): string | null {
  if (!chosen(f)) return null;
  const { t } = w;
  const hiring = f.hiring === true ? t.text("startup.hiring") : f.hiring === false ? t.text("startup.notHiring") : "";
  return sentence(w, "startup.sentence", {
    stage: f.stage && facetLabel(w.facets, f.stage),
    industry: f.industry,
    place: f.city ? facetLabel(w.facets, f.city) : t.text("india"),
    hiring,
  });
}
