// zod schemas of the courses' inputs: the waitlist form and POST /api/courses/waitlist, the admin's course form
// and POST/PUT /api/admin/courses (no server code: the forms use them too).
import { z } from "zod";
import { courseCategories, skillLevels } from "@/lib/courses/categories";
import { imageUrlField } from "@/lib/listings/image-url";
import { requiredText } from "@/lib/validation/text";
import { formMessages } from "@/lib/validation/messages";

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const waitlistInput = z.object({
  courseId: z.string({ error: "Please choose a course" }).trim().min(1, "Please choose a course").max(64),
  name: z
    .string({ error: formMessages.nameRequired })
    .trim()
    .min(1, formMessages.nameRequired)
    .max(100, formMessages.nameTooLong),
  email: z
    .string({ error: formMessages.emailRequired })
    .trim()
    .min(1, formMessages.emailRequired)
    .max(254, formMessages.validEmail)
    .pipe(z.email(formMessages.validEmail))
    .transform((email) => email.toLowerCase()),
  skillLevel: z.preprocess(
    emptyToUndefined,
    z.enum(skillLevels, { error: "Skill level must be beginner, intermediate or advanced" }).optional(),
  ),
});

export type WaitlistInput = z.infer<typeof waitlistInput>;

export type WaitlistResult = { success: true; alreadyOnList: boolean; message: string };

export const courseCategoryValues = courseCategories.filter((c) => c.value !== "all").map((c) => c.value) as [
  string,
  ...string[],
];
export const courseDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;

export const courseInput = z.object({
  title: requiredText(formMessages.titleRequired).max(120, "Title must be 120 characters or less"),
  description: requiredText(formMessages.descriptionRequired).max(
    600,
    "Description must be 600 characters or less",
  ),
  category: z.enum(courseCategoryValues, formMessages.chooseCategory),
  duration: requiredText(formMessages.durationRequired).max(40, "Duration must be 40 characters or less"),
  difficulty: z.enum(courseDifficulties, "Please choose a difficulty"),
  /** An image stored by upload-image, by its URL; the form sends a file instead (and this field only carries
   * the server's message about it). */
  image: imageUrlField,
});
export type CourseInput = z.infer<typeof courseInput>;
