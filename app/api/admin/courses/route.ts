// POST /api/admin/courses { title, description, category, duration, difficulty } (JSON, or multipart with an
// optional image file) → 201 { course }.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/course-input";
import { readUploadForm, withImageBytes } from "@/lib/listings/request";

export const POST = apiHandler(
  { auth: "admin", read: readUploadForm, body: withImageBytes(courseInput) },
  async ({ user, body: { imageBytes, ...input } }) =>
    NextResponse.json(
      { success: true, course: await createCourse(user.id, input, imageBytes) },
      { status: 201 },
    ),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
