// POST /api/admin/courses { title, description, category, duration, difficulty } → 201 { course }.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createCourse } from "@/lib/courses/admin-mutations";
import { courseInput } from "@/lib/courses/course-input";

export const POST = apiHandler({ auth: "admin", body: courseInput }, async ({ user, body }) =>
  NextResponse.json({ success: true, course: await createCourse(user.id, body) }, { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
