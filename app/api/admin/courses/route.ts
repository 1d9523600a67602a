// POST /api/admin/courses { title, description, category, duration, difficulty } (JSON, or multipart with an
// optional image file) → 201 { course }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/schema";
import { readUploadForm } from "@/lib/listings/request";
import { withImageBytes } from "@/lib/listings/schema";
import { limitRate } from "@/lib/rate-limit/rules";

export const POST = apiHandler(
  {
    tag: "Back office",
    summary: "Add a course",
    status: 201,
    auth: "admin",
    read: readUploadForm,
    body: withImageBytes(courseInput),
  },
  async ({ user, body: { imageBytes, ...input } }) => {
    if (imageBytes) await limitRate(["imageUploadsByUser", user.id]);
    return { success: true, course: await createCourse(user, input, imageBytes) };
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
