// PUT /api/admin/courses/{id} (the course form) → { course }; DELETE → { success }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { deleteCourse, updateCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/course-input";

export const PUT = apiHandler({ auth: "admin", body: courseInput }, async ({ user, params, body }) => ({
  success: true,
  course: await updateCourse(user.id, params.id!, body),
}));

export const DELETE = apiHandler({ auth: "admin" }, async ({ user, params }) => {
  await deleteCourse(user.id, params.id!);
  return { success: true };
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
