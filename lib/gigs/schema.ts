import { z } from "zod";
import { contactEmail, listingTitle, textList } from "@/lib/listings/fields";
import { choiceFilter, keyListFilter, rupeeFilter } from "@/lib/listings/filter-fields";
import { imageUrlField } from "@/lib/listings/image-url";
import { searchPageQuery } from "@/lib/listings/schema";
import { startupLinkField } from "@/lib/startups/schema";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

export const gigCategories = [
  "Smart Contracts",
  "AI/ML",
  "Development",
  "Design",
  "Content",
  "Marketing",
  "Other",
] as const;

/** The largest budget a gig may name: ₹1 crore. */
export const MAX_GIG_BUDGET = 10_000_000;

/** Whole rupees, given as a number or as the text of the form's field. */
const rupees = (message: string, max: number) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === "number" ? v : Number(v.trim() === "" ? Number.NaN : v.trim());
    if (!Number.isInteger(n) || n < 1 || n > max) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** A date that is today or later (IST days are close enough: the time of day is the end of that day). */
const deadline = requiredText("Please choose a deadline").transform((v, ctx) => {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59+05:30` : v);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: "custom", message: "Please choose a deadline" });
    return z.NEVER;
  }
  return date;
});

/** A gig as a member submits or edits it. Status, approval and poster are never taken from the client. */
export const gigInput = z.object({
  title: listingTitle,
  company: requiredText(formMessages.companyNameRequired).max(
    120,
    "Company name must be 120 characters or less",
  ),
  description: requiredText("Gig description is required").max(10_000, formMessages.descriptionTooLong),
  budget: rupees("Please enter a budget in rupees (a whole number above 0)", MAX_GIG_BUDGET),
  duration: requiredText(formMessages.durationRequired).max(60, "Duration must be 60 characters or less"),
  location: requiredText("Location is required (or Remote)").max(120, formMessages.locationTooLong),
  category: z.enum(gigCategories, formMessages.chooseCategory),
  tags: textList(/,/, 10),
  deadline,
  contactEmail,
  /** One of the poster's approved startups it is listed for (its page lists it), or none. */
  startupId: startupLinkField,
  image: imageUrlField,
});
export type GigInput = z.infer<typeof gigInput>;

/** Duration buckets: up to 2 weeks, 3–4 weeks, 5 weeks or more (a gig's duration in weeks, rounded up). */
export const gigDurations = ["short", "medium", "long"] as const;
export const gigFilterFields = {
  category: choiceFilter("Category", gigCategories),
  budgetMin: rupeeFilter(
    "budgetMin",
    "Rupees: gigs whose budget reaches this (gigs stating none are left out)",
  ),
  budgetMax: rupeeFilter("budgetMax", "Rupees: gigs whose budget starts at or below this"),
  /** short: up to 2 weeks; medium: 3–4 weeks; long: 5 weeks or more. */
  duration: choiceFilter("Duration", gigDurations),
  skills: keyListFilter("Skills"),
};
export const gigListQuery = searchPageQuery.extend(gigFilterFields);
export type GigListQuery = z.infer<typeof gigListQuery>;
