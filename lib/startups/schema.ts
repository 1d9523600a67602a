import { z } from "zod";
import { contactEmail, optionalText, optionalUrl, shortDescription } from "@/lib/listings/fields";
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
  image: imageUrlField,
});
export type StartupInput = z.infer<typeof startupInput>;

/**
 * The startup a job or gig is listed for: the id of one of its poster's approved startups, or none ("" or null;
 * lib/startups/links.ts checks the owner on the server). The job and gig forms and APIs share it.
 */
export const startupLinkField = optionalText
  .pipe(z.string().max(100, "Please choose one of your startups").optional())
  .transform((v) => v ?? null)
  .meta({ description: "The id of one of the poster's approved startups to list it for, or empty for none" });

export const startupFilterFields = {
  industry: exactTextFilter(
    "An industry as listed, compared exactly (the /startups filter offers the ones there are)",
  ),
  stage: choiceFilter("Stage", startupStages),
  city: choiceFilter("City", cityNames),
  /** Has an open job listed (lib/startups/hiring.ts). */
  hiring: yesNoFilter("Hiring"),
};
export const startupListQuery = searchPageQuery.extend(startupFilterFields);
export type StartupListQuery = z.infer<typeof startupListQuery>;
