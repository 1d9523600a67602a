// Formats a message compiled by icu-minify (lib/i18n/client-messages.tsx) in the browser: icu-minify's own
// formatter, cut to what the catalogs use (arguments, plural and select with `#` and `=N`, numbers, tags), in about
// a third of its bytes, as it ships with every page. Dates are formatted before they reach a message.
// lib/i18n/client.test.tsx checks it against icu-minify's formatter on every message of both catalogs.
import type { CompiledMessage } from "icu-minify/format";

type Part<T> = string | T;
export type FormatValues<T> = Record<string, unknown | ((chunks: Part<T>[]) => T)>;

// icu-minify's node types (its types module): 0 is `#`; 1 select; 2 plural; 3 selectordinal; 4 number.
const POUND = 0;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, value: number, ordinal: boolean): string {
  const key = `${locale}${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules)
    pluralRules.set(key, (rules = new Intl.PluralRules(locale, ordinal ? { type: "ordinal" } : {})));
  return rules.select(value);
}

function nodes<T>(
  list: readonly unknown[],
  locale: string,
  values: FormatValues<T>,
  count?: number,
): Part<T>[] {
  const out: Part<T>[] = [];
  for (const item of list) {
    const formatted = node(item, locale, values, count);
    if (Array.isArray(formatted)) out.push(...(formatted as Part<T>[]));
    else out.push(formatted as Part<T>);
  }
  return out;
}

function branch<T>(
  value: unknown,
  locale: string,
  values: FormatValues<T>,
  count?: number,
): Part<T> | Part<T>[] {
  return Array.isArray(value) ? nodes(value, locale, values, count) : node(value, locale, values, count);
}

function node<T>(
  item: unknown,
  locale: string,
  values: FormatValues<T>,
  count?: number,
): Part<T> | Part<T>[] {
  if (typeof item === "string") return item;
  if (item === POUND) return new Intl.NumberFormat(locale).format(count ?? 0);
  const [name, type, ...rest] = item as [string, unknown, ...unknown[]];
  const value = values[name];
  if (type === undefined) return String(value);
  if (typeof type !== "number" || type === POUND) {
    // A tag: its handler gets the formatted children.
    const children = merge(nodes([type, ...rest], locale, values, count));
    return (value as (chunks: Part<T>[]) => T)(children.length ? children : [""]);
  }
  const options = rest[0] as Record<string, unknown>;
  if (type === 1) return branch(options[String(value)] ?? options.other, locale, values, count);
  if (type === 2 || type === 3) {
    const n = value as number;
    const chosen = options[`=${n}`] ?? options[pluralCategory(locale, n, type === 3)] ?? options.other;
    return branch(chosen, locale, values, n);
  }
  return new Intl.NumberFormat(locale).format(value as number);
}

/** Adjacent strings joined: one string when the result is text only. */
function merge<T>(parts: Part<T>[]): Part<T>[] {
  const merged: Part<T>[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (typeof part === "string" && typeof merged[last] === "string") merged[last] += part;
    else if (part !== "") merged.push(part);
  }
  return merged;
}

/** The message in `locale` with `values`: a string, or (with tags) a list of strings and the tags' elements. */
export function formatCompiled<T>(
  message: CompiledMessage,
  locale: string,
  values: FormatValues<T> = {},
): string | T | Part<T>[] {
  if (typeof message === "string") return message;
  const parts = merge(nodes(message, locale, values));
  if (parts.length === 0) return "";
  return parts.length === 1 ? parts[0]! : parts;
}
