// Error and form messages in the reader's language. The code keeps writing its English texts (the spec's; English
// answers stay byte for byte); a message is translated where it is shown (the /api error answer, a form's client-side
// check) by its key, which is derived from the English text itself (errorKey), so a page that holds only its own
// language's catalog can translate without the English one. Numbers are part of the text, not of the key: the
// catalog's `{0}`, `{1}`… stand for the message's first, second… number ("Must be at most {0} characters").
// Texts with other variable parts (a label, a name) are templates with named placeholders, matched against the
// English catalog (server only). Safe in client components: no imports.

export type MessageTree = { [key: string]: string | MessageTree };

/** A run of digits, with thousands separators or a decimal point: one number of a message. */
const NUMBER = /\d+(?:[.,]\d+)*/g;
const INDEXED = /\{(\d+)\}/g;
const NAMED = /\{([A-Za-z]\w*)\}/g;

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).slice(0, 4);
}

/** How many words of the text the key spells out; a longer text gets a short hash of all of it after them. */
const KEY_WORDS = 6;

/**
 * The catalog key of an English message: its first words in camelCase, numbers (and `{0}`-style placeholders) read
 * as "N": "Must be at most 120 characters" and "Must be at most {0} characters" → "mustBeAtMostNCharacters".
 */
export function errorKey(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(INDEXED, " N ")
    .replace(NUMBER, " N ");
  const words = plain.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const head = words
    .slice(0, KEY_WORDS)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
  const key = head || "empty";
  return words.length > KEY_WORDS ? `${key}${hash(words.join(" ").toLowerCase())}` : key;
}

/** The numbers of a message in order (what `{0}`, `{1}`… of its template stand for). */
export const numbersOf = (text: string): string[] => text.match(NUMBER) ?? [];

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `text` (an English message) from `target`, a flat map of keys to the target language's texts; else `text`. */
export function translateByKey(text: string, target: Record<string, unknown> | undefined): string {
  const found = target?.[errorKey(text)];
  if (typeof found !== "string") return text;
  return fill(found, Object.fromEntries(numbersOf(text).map((n, i) => [String(i), n])));
}

type Pattern = { regex: RegExp; names: string[]; key: string; weight: number };
const patternCache = new WeakMap<object, Pattern[]>();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English templates with named placeholders ("{label} must be one of: {values}"), most specific first. */
function patternsOf(english: Record<string, unknown>): Pattern[] {
  let patterns = patternCache.get(english);
  if (patterns) return patterns;
  patterns = [];
  for (const [key, value] of Object.entries(english)) {
    if (typeof value !== "string" || !NAMED.test(value)) continue;
    NAMED.lastIndex = 0;
    const names: string[] = [];
    const parts = value.split(/(\{\w+\})/);
    const source = parts
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return escape(part);
        names.push(m[1]!);
        return /^\d+$/.test(m[1]!) ? "(\\d+(?:[.,]\\d+)*)" : "(.+?)";
      })
      .join("");
    patterns.push({ regex: new RegExp(`^${source}$`, "s"), names, key, weight: value.replace(/\{\w+\}/g, "").length });
  }
  patterns.sort((a, b) => b.weight - a.weight);
  patternCache.set(english, patterns);
  return patterns;
}

/**
 * `text` in the target language: by its key (numbers filled in), else by the English template it matches (its
 * placeholders filled with what they matched), else unchanged. `english` and `target` are flat maps of key to text.
 */
export function translateErrorText(
  text: string,
  english: Record<string, unknown>,
  target: Record<string, unknown>,
): string {
  const byKey = translateByKey(text, target);
  if (byKey !== text || typeof english[errorKey(text)] === "string") return byKey;
  for (const { regex, names, key } of patternsOf(english)) {
    const match = regex.exec(text);
    const template = target[key];
    if (!match || typeof template !== "string") continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = match[i + 1]!));
    return fill(template, values);
  }
  return text;
}
