// PUT /api/admin/courses/{id} (the course form; JSON, or multipart with a new image file) → { course };
// DELETE → { success }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { deleteCourse, updateCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/schema";
import { readUploadForm } from "@/lib/listings/request";
import { withImageBytes } from "@/lib/listings/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const PUT = apiHandler(
  {
    tag: "Back office",
    summary: "Edit a course",
    auth: "admin",
    read: readUploadForm,
    body: withImageBytes(courseInput),
  },
  async ({ user, params, body: { imageBytes, ...input } }) => {
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    return { success: true, course: await updateCourse(user, params.id!, input, imageBytes) };
  },
);

export const DELETE = apiHandler(
  { tag: "Back office", summary: "Delete a course", auth: "admin" },
  async ({ user, params }) => {
    await deleteCourse(user, params.id!);
    return { success: true };
  },
);

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
