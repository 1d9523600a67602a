// The public lists' filters and titles in a page's language: English's constants (lib/listing-views/filter-specs.ts,
// list-titles.ts) for English, else the catalog's namespaces listFiltersSpecs and listFiltersTitles. Server-only.
import { getTranslations } from "next-intl/server";
import {
  eventFilterSpecs,
  filterSpecsIn,
  gigFilterSpecs,
  jobFilterSpecs,
  startupFilterSpecs,
  type FilterSpec,
  type FilterWords,
} from "@/lib/listing-views/filter-specs";
import { englishTitleWords, type TitleWords } from "@/lib/listing-views/list-titles";

export type ListWords = {
  specs: { job: FilterSpec[]; event: FilterSpec[]; gig: FilterSpec[]; startup: FilterSpec[] };
  titles: TitleWords;
};

const english: ListWords = {
  specs: { job: jobFilterSpecs, event: eventFilterSpecs, gig: gigFilterSpecs, startup: startupFilterSpecs },
  titles: englishTitleWords,
};

async function wordsOf(locale: string, namespace: string): Promise<FilterWords> {
  const t = await getTranslations({ locale, namespace });
  return { text: (key, values) => t(key, values), has: (key) => t.has(key) };
}

/** The lists' filter specs and title words in `locale`. */
export async function listWordsIn(locale: string): Promise<ListWords> {
  if (locale === "en") return english;
  const [facets, titles] = await Promise.all([
    wordsOf(locale, "listFiltersSpecs"),
    wordsOf(locale, "listFiltersTitles"),
  ]);
  return { specs: filterSpecsIn(facets, locale), titles: { t: titles, facets, locale } };
}
