// Rules shared by every listing form, with the spec's messages.
import { z } from "zod";
import { requiredText, textOr } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

/** Absent, null and "" all mean "not given". */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined));

export const listingTitle = requiredText(formMessages.titleRequired).max(160, formMessages.titleTooLong);
export const shortDescription = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim())
  .pipe(z.string().max(200, "Description must be 200 characters or less"));
export const optionalUrl = optionalText.pipe(
  z.url({ protocol: /^https?$/, message: formMessages.validUrl }).optional(),
);
export const contactEmail = textOr(formMessages.validEmail).pipe(z.email(formMessages.validEmail));
export const contactPhone = textOr(formMessages.validPhone)
  .min(10, formMessages.validPhone)
  .max(20, formMessages.validPhone);

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

/** A yes/no a form may leave out (false): a boolean, or the text a multipart form sends ("true", "on"). */
export const optionalFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on");
