// Every language's catalog against English's: the same keys, every message valid ICU, the same placeholders and
// rich-text tags (a translation that drops {count} or <link> would show a wrong or broken text), and plurals
// wherever English has one. Adding a language is its catalog and one line in lib/i18n/locales.ts: this test then
// checks the new catalog too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { pseudoMessage } from "@/lib/i18n/pseudo";

type Tree = { [key: string]: string | Tree };

const read = (locale: string): Tree =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../lib/i18n/messages/${locale}.json`), "utf8"));

/** Every message by its dotted key. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

/** The arguments (with their kind) and tags a message uses, sorted. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      ) {
        found.add(`${el.value}`);
      } else if (el.type === TYPE.plural || el.type === TYPE.select) {
        found.add(`${el.value}:${el.type === TYPE.plural ? "plural" : "select"}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if (el.type === TYPE.tag) {
        found.add(`<${el.value}>`);
        walk(el.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const english = flatten(read("en"));
const others = locales.filter((l) => l !== "en");

describe("the catalogs", () => {
  it("English has messages, each valid ICU", () => {
    expect(english.size).toBeGreaterThan(10);
    for (const [key, message] of english) expect(() => parse(message), key).not.toThrow();
  });

  it.each(others)("%s has exactly English's keys", (locale) => {
    const messages = flatten(read(locale));
    const missing = [...english.keys()].filter((k) => !messages.has(k));
    const extra = [...messages.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)("%s keeps every placeholder, plural and tag of English's messages", (locale) => {
    const messages = flatten(read(locale));
    const wrong: string[] = [];
    for (const [key, message] of messages) {
      const source = english.get(key);
      if (source === undefined) continue;
      let translated: string[];
      try {
        translated = shape(message);
      } catch {
        wrong.push(`${key}: not valid ICU`);
        continue;
      }
      if (translated.join() !== shape(source).join()) wrong.push(`${key}: ${translated} ≠ ${shape(source)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(others)(
    "%s is translated: no message is English's word for word, bar names and codes",
    (locale) => {
      const messages = flatten(read(locale));
      // A message with three or more Latin words in a row and no Devanagari is left in English.
      const untranslated = [...messages].filter(
        ([key, message]) => message === english.get(key) && /[a-z]{3,} [a-z]{3,} [a-z]{3,}/i.test(message),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    },
  );
});

describe("the pseudo-locale", () => {
  it("keeps every message's placeholders, plurals and tags, and marks and lengthens its text", () => {
    for (const [key, message] of english) {
      const pseudo = pseudoMessage(message);
      expect(shape(pseudo), key).toEqual(shape(message));
      expect(pseudo.startsWith("⟦") && pseudo.endsWith("⟧"), key).toBe(true);
      expect(pseudo.length, key).toBeGreaterThan(message.length);
    }
  });
});
