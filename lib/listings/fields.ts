// Rules shared by every listing form, with the spec's messages.
import { z } from "zod";
import { pagingQuery } from "@/lib/validation/paging";
import { requiredText, textOr } from "@/lib/validation/text";

/** Absent, null and "" all mean "not given". */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined));

export const listingTitle = requiredText("Title is required").max(
  160,
  "Title must be 160 characters or less",
);
export const shortDescription = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim())
  .pipe(z.string().max(200, "Description must be 200 characters or less"));
export const optionalUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, message: "Please enter a valid URL" }).optional(),
);
export const contactEmail = textOr("Please enter a valid email address").pipe(
  z.email("Please enter a valid email address"),
);
export const contactPhone = textOr("Please enter a valid phone number")
  .min(10, "Please enter a valid phone number")
  .max(20, "Please enter a valid phone number");

/** A list given as an array, or as text split on `separator` (new lines, commas). */
export function textList(separator: RegExp, maxItems = 30) {
  return z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => {
      const items = Array.isArray(v) ? v : (v ?? "").split(separator);
      return items
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, maxItems);
    });
}

export const listingStatus = z.enum(["pending", "approved", "rejected"]);
export type ListingStatus = z.infer<typeof listingStatus>;

/** page, limit (default 100, capped at 100), search, type, location. */
const listQueryObject = pagingQuery(100, 100).extend({
  search: optionalText.pipe(z.string().max(200).optional()),
  type: optionalText,
  location: optionalText,
});
export const listQuery = listQueryObject;

/**
 * `?type=` of a list: one of `values` in any case, read as it is written there (the column is then compared
 * exactly, never as a LIKE pattern); anything else is a 400 naming the values.
 */
export function typeFilter<const T extends readonly string[]>(values: T) {
  const message = `Type must be one of: ${values.join(", ")}`;
  return optionalText.pipe(
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const found = values.find((x) => x.toLowerCase() === v.toLowerCase());
        if (found === undefined) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return found as T[number];
      }),
  );
}

/** page, limit (default 12, capped at 100) and search: the startups and gigs lists. */
export const searchPageQuery = pagingQuery(12, 100).extend({
  search: optionalText.pipe(z.string().max(200).optional()),
});
export type ListQuery = z.infer<typeof listQuery>;

export type Viewer = { id: string; role: "Admin" | "Member" } | null;

/** An optional date given as text; a value that is not a date is refused with `message`. */
export const optionalDate = (message = "Please enter a valid date") =>
  optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const date = new Date(v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return date;
  });

/** An optional whole number given as text or number. */
export const optionalCount = (message = "Please enter a whole number") =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return undefined;
      const n = typeof v === "number" ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** Why a poster closed a live job or gig early. */
export const closeReasons = ["Filled", "Closed"] as const;
export const closeListingInput = z.object({
  reason: z.enum(closeReasons, "Please choose Filled or Closed").default("Closed"),
});
