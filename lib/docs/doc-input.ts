// The admin's documentation form and POST/PUT /api/admin/docs (no server code: the form uses it too).
import { z } from "zod";
import { optionalText } from "@/lib/listings/fields";
import { requiredText } from "@/lib/validation/text";

export const docSections = [
  { value: "courses", label: "Courses" },
  { value: "tech-stack", label: "Tech Stack" },
  { value: "setup-guides", label: "Setup Guides" },
  { value: "faqs", label: "FAQs" },
] as const;

export const docInput = z.object({
  title: requiredText("Title is required").max(160, "Title must be 160 characters or less"),
  description: requiredText("Description is required").max(
    10_000,
    "Description must be 10000 characters or less",
  ),
  section: z.enum(["courses", "tech-stack", "setup-guides", "faqs"], "Please choose a section"),
  targetRelease: optionalText.pipe(
    z.string().max(40, "Target release must be 40 characters or less").optional(),
  ),
});
export type DocInput = z.infer<typeof docInput>;
