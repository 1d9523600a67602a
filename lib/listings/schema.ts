// zod schemas of what every kind of listing takes alike: its list's query, a status, a close, a rejection.
// The rules of single fields are in fields.ts.
import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";
import { optionalRejectionReason, rejectionReason } from "@/lib/listings/rejection";
import { uploadedFile } from "@/lib/validation/file";
import { pagingQuery } from "@/lib/validation/paging";

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

/** Why a poster closed a live job or gig early. */
export const closeReasons = ["Filled", "Closed"] as const;
export const closeListingInput = z.object({
  reason: z.enum(closeReasons, "Please choose Filled or Closed").default("Closed"),
});

/** An admin's rejection (the back office's reject dialog, the events' reject call): a reason of 5–500 characters. */
export const rejectionInput = z.object({ rejectionReason });

/** The same where a reason may be left out (PUT /api/jobs/{id}). */
export const optionalRejectionInput = z.object({ rejectionReason: optionalRejectionReason });

/** `schema` plus the image file's bytes (`readUploadForm`), if one was sent. */
export const withImageBytes = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({
    imageBytes: uploadedFile<Uint8Array | null>(
      "image",
      "An image file (JPEG, PNG or WebP, at most 5 MB), or the URL an image upload answered",
    ),
  });
