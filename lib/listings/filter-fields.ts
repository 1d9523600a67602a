// The fields of the public lists' filters (lib/<kind>/schema.ts puts them together): one schema per filter, which
// GET /api/<kind>s reads strictly (a bad value is a 400 naming it) and the list page leniently (readFilters: a
// bad value is left out). Values in a URL are written as slugs ("delhi-ncr", "on-site").
import { z } from "zod";
import { isDayStamp, istDayStartOf } from "@/lib/format/date";
import { optionalText } from "@/lib/listings/fields";
import type { QueryParams } from "@/lib/site/query";

/** How a value is written in a URL: lower case, words joined by "-" ("Delhi NCR" → "delhi-ncr"). */
export const slugOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** One of `values`, given as itself or its slug in any case; anything else is an error naming the values. */
export function choiceFilter<const T extends readonly string[]>(label: string, values: T) {
  const message = `${label} must be one of: ${values.join(", ")}`;
  return optionalText
    .pipe(
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const found = values.find((x) => slugOf(x) === slugOf(v));
          if (found === undefined) {
            ctx.addIssue({ code: "custom", message });
            return z.NEVER;
          }
          return found as T[number];
        }),
    )
    .describe(
      `${label}: one of ${values.join(", ")} (as written, or as a slug: ${values.map(slugOf).join(", ")})`,
    );
}

/** The largest amount a range filter takes: ₹100 crore. */
const MAX_RUPEES = 1_000_000_000;

/** A whole number of rupees (0 … ₹100 crore); commas allowed. */
export const rupeeFilter = (label: string, about: string) =>
  optionalText
    .pipe(
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const n = /^\d[\d,]*$/.test(v) ? Number(v.replace(/,/g, "")) : Number.NaN;
          if (!Number.isSafeInteger(n) || n > MAX_RUPEES) {
            ctx.addIssue({ code: "custom", message: `${label} must be a whole number of rupees` });
            return z.NEVER;
          }
          return n;
        }),
    )
    .describe(about);

/** Skills or tags, any of which may match: comma-separated, compared lower-cased; up to 10 of 40 characters. */
export const keyListFilter = (label: string) =>
  optionalText
    .pipe(
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          const keys = [...new Set(v.split(",").map((s) => s.trim().toLowerCase()))].filter(Boolean);
          if (keys.length > 10 || keys.some((k) => k.length > 40)) {
            ctx.addIssue({
              code: "custom",
              message: `${label}: up to 10, comma-separated, of 40 characters each`,
            });
            return z.NEVER;
          }
          return keys.length ? keys : undefined;
        }),
    )
    .describe(`${label}: comma-separated, any of which matches (in any case); up to 10`);

/** A day in India (YYYY-MM-DD), as the instant it begins there (00:00 IST, lib/format/date.ts). */
export const dayFilter = (label: string) =>
  optionalText
    .pipe(
      z
        .string()
        .optional()
        .transform((v, ctx) => {
          if (v === undefined) return undefined;
          if (!isDayStamp(v)) {
            ctx.addIssue({ code: "custom", message: `${label} must be a date written YYYY-MM-DD` });
            return z.NEVER;
          }
          return istDayStartOf(v);
        }),
    )
    .describe(`${label}: a day in India, YYYY-MM-DD`);

/** yes or no, as a boolean. */
export const yesNoFilter = (label: string) =>
  choiceFilter(label, ["yes", "no"] as const).transform((v) => (v === undefined ? undefined : v === "yes"));

/** Free text compared exactly (an industry), up to 60 characters. */
export const exactTextFilter = (about: string) =>
  optionalText.pipe(z.string().max(60).optional()).describe(about);

type Shape = Record<string, z.ZodType>;

/**
 * A list page's filters from its URL: each field read on its own, and one that is not valid left out (a page
 * never fails on an odd URL). A repeated name (checkboxes) is read as its values joined by commas.
 */
export function readFilters<S extends Shape>(shape: S, params: QueryParams) {
  const out: Partial<{ [K in keyof S]: Exclude<z.output<S[K]>, undefined> }> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw.join(",") : raw;
    if (value === undefined) continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined) (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}
