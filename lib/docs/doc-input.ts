// The admin's documentation form and POST/PUT /api/admin/docs (no server code: the form uses it too).
import { z } from "zod";
import { docSections, type DocSection } from "@/lib/docs/sections";
import { optionalText } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";

const sectionValues = docSections.map((s) => s.value) as [DocSection, ...DocSection[]];

export const docInput = z.object({
  title: requiredText("Title is required").max(160, "Title must be 160 characters or less"),
  description: requiredText("Description is required").max(
    10_000,
    "Description must be 10000 characters or less",
  ),
  section: z.enum(sectionValues, "Please choose a section"),
  targetRelease: optionalText.pipe(
    z.string().max(40, "Target release must be 40 characters or less").optional(),
  ),
});
export type DocInput = z.infer<typeof docInput>;
