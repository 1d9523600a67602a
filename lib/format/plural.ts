// Counted nouns ("1 result", "3 results") by the plural rules of en-IN, the one way the site says how many; and
// the article ("an event") and possessive ("ChitChain Labs'") that a word put into a sentence needs.
// tests/plural-usage.test.ts fails on a plural, article or possessive built by hand anywhere else.
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

// Words that start with a vowel letter but a consonant sound ("a user", "a one-day event"), and with a consonant
// letter but a vowel sound ("an hour"); letters said as letters ("an NFT", "a UI"): their names' first sounds.
const consonantSound = /^(uni|u[bcfhjkqrst][aeiou]|use|usu|eu|ew|one\b|once)/i;
const vowelSound = /^(hour|honest|honou?r|heir)/i;
const vowelLetterNames = /^[aefhilmnorsx]$/i;

/**
 * The noun with its indefinite article, by how it sounds: "an event", "a gig", "an hour", "a user", "an NFT",
 * "a 6-digit code", "an 8-digit code".
 */
export function aOrAn(noun: string): string {
  const word = noun.trim();
  const first = word.split(/[\s-]/)[0] ?? "";
  const initialism = first.length > 1 && first === first.toUpperCase() && /^[A-Z]/.test(first);
  const an = /^\d/.test(word)
    ? /^(8|11(?!\d)|18(?!\d))/.test(word)
    : initialism
      ? vowelLetterNames.test(first[0]!)
      : vowelSound.test(word) || (/^[aeiou]/i.test(word) && !consonantSound.test(word));
  return `${an ? "an" : "a"} ${word}`;
}

/** A name as owner: "Riya's", and "ChitChain Labs'" for a name ending in s. */
export function possessive(name: string): string {
  const owner = name.trim();
  return /s$/i.test(owner) ? `${owner}'` : `${owner}'s`;
}
