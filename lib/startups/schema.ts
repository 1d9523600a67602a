import { z } from "zod";
import { contactEmail, optionalFlag, optionalUrl, shortDescription } from "@/lib/listings/fields";
import { cityNames } from "@/lib/listings/facets";
import { choiceFilter, exactTextFilter, yesNoFilter } from "@/lib/listings/filter-fields";
import { imageUrlField } from "@/lib/listings/image-url";
import { searchPageQuery } from "@/lib/listings/schema";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

export const startupStages = ["Idea", "Pre-seed", "Seed", "Series A", "Series B+", "Bootstrapped"] as const;
export const teamSizes = ["1-4", "5-10", "11-25", "26-50", "51-200", "200+"] as const;

/** A founding year between 1990 and next year, given as a number or as the text of a field. */
const foundedYear = z
  .union([z.number(), z.string()], { error: "Please enter the year it was founded" })
  .transform((v, ctx) => {
    const n = typeof v === "number" ? v : v.trim() === "" ? Number.NaN : Number(v.trim());
    const latest = new Date().getUTCFullYear() + 1;
    if (!Number.isInteger(n) || n < 1990 || n > latest) {
      ctx.addIssue({ code: "custom", message: `Please enter a year between 1990 and ${latest}` });
      return z.NEVER;
    }
    return n;
  });

/** A startup as a member lists or edits it. Status, approval and poster are never taken from the client. */
export const startupInput = z.object({
  name: requiredText("Startup name is required").max(80, "Name must be 80 characters or less"),
  shortDescription,
  description: requiredText(formMessages.descriptionRequired).max(
    5000,
    "Description must be 5000 characters or less",
  ),
  industry: requiredText("Industry is required").max(60, "Industry must be 60 characters or less"),
  stage: z.enum(startupStages, "Please choose a stage"),
  location: requiredText(formMessages.locationRequired).max(120, formMessages.locationTooLong),
  teamSize: z.enum(teamSizes, "Please choose a team size"),
  founded: foundedYear,
  /** Optional: a startup without a site of its own shows no website link ("" in the column). */
  website: optionalUrl.transform((v) => v ?? ""),
  contactEmail,
  /** Optional: the founder says they are hiring (the list's "Hiring" filter). */
  hiring: optionalFlag,
  image: imageUrlField,
});
export type StartupInput = z.infer<typeof startupInput>;

export const startupFilterFields = {
  industry: exactTextFilter(
    "An industry as listed, compared exactly (the /startups filter offers the ones there are)",
  ),
  stage: choiceFilter("Stage", startupStages),
  city: choiceFilter("City", cityNames),
  hiring: yesNoFilter("Hiring"),
};
export const startupListQuery = searchPageQuery.extend(startupFilterFields);
export type StartupListQuery = z.infer<typeof startupListQuery>;
