// PUT /api/admin/courses/{id} (the course form; JSON, or multipart with a new image file) → { course };
// DELETE → { success }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { deleteCourse, updateCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/course-input";
import { readUploadForm, withImageBytes } from "@/lib/listings/request";

export const PUT = apiHandler(
  { auth: "admin", read: readUploadForm, body: withImageBytes(courseInput) },
  async ({ user, params, body: { imageBytes, ...input } }) => ({
    success: true,
    course: await updateCourse(user.id, params.id!, input, imageBytes),
  }),
);

export const DELETE = apiHandler({ auth: "admin" }, async ({ user, params }) => {
  await deleteCourse(user.id, params.id!);
  return { success: true };
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
