// Counted nouns ("1 result", "3 results") by the plural rules of en-IN, the one way the site says how many.
const rules = new Intl.PluralRules("en-IN");
const numbers = new Intl.NumberFormat("en-IN");

/** The form of a noun for `count`: `one` for 1, `other` (by default `one` + "s") otherwise. */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === "one" ? one : other;
}

/** The count (en-IN digits: 1,20,000) and its noun: "1 application", "0 applications", "12 bids". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${numbers.format(count)} ${pluralNoun(count, one, other)}`;
}
