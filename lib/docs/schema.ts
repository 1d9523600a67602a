// zod schema of the admin's documentation form and POST/PUT /api/admin/docs (no server code: the form uses it too).
import { z } from "zod";
import { docSections, type DocSection } from "@/lib/docs/sections";
import { optionalText } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

const sectionValues = docSections.map((s) => s.value) as [DocSection, ...DocSection[]];

export const docInput = z.object({
  title: requiredText(formMessages.titleRequired).max(160, formMessages.titleTooLong),
  description: requiredText(formMessages.descriptionRequired).max(10_000, formMessages.descriptionTooLong),
  section: z.enum(sectionValues, "Please choose a section"),
  targetRelease: optionalText.pipe(
    z.string().max(40, "Target release must be 40 characters or less").optional(),
  ),
});
export type DocInput = z.infer<typeof docInput>;
