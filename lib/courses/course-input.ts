// The admin's course form and POST/PUT /api/admin/courses (no server code: the form uses it too).
import { z } from "zod";
import { courseCategories } from "@/lib/courses/categories";
import { imageUrlField } from "@/lib/listings/image-url";
import { requiredText } from "@/lib/validation/text";

export const courseCategoryValues = courseCategories.filter((c) => c.value !== "all").map((c) => c.value) as [
  string,
  ...string[],
];
export const courseDifficulties = ["Beginner", "Intermediate", "Advanced"] as const;

export const courseInput = z.object({
  title: requiredText("Title is required").max(120, "Title must be 120 characters or less"),
  description: requiredText("Description is required").max(600, "Description must be 600 characters or less"),
  category: z.enum(courseCategoryValues, "Please choose a category"),
  duration: requiredText("Duration is required").max(40, "Duration must be 40 characters or less"),
  difficulty: z.enum(courseDifficulties, "Please choose a difficulty"),
  /** An image stored by upload-image, by its URL; the form sends a file instead (and this field only carries
   * the server's message about it). */
  image: imageUrlField,
});
export type CourseInput = z.infer<typeof courseInput>;
