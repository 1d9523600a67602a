// Courses as admins add, edit and delete them: each change with its audit row, then /courses refreshed at once.
import { writeAudit } from "@/lib/audit/log";
import type { CourseInput } from "@/lib/courses/course-input";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { refreshPage } from "@/lib/site/revalidate";

const slugOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "course"
  }-${crypto.randomUUID().slice(0, 6)}`;

const select = {
  id: true,
  title: true,
  description: true,
  category: true,
  duration: true,
  difficulty: true,
} as const;

export async function createCourse(adminId: string, input: CourseInput) {
  const course = await db.$transaction(async (tx) => {
    const last = await tx.course.aggregate({ _max: { sortOrder: true } });
    const row = await tx.course.create({
      data: { ...input, slug: slugOf(input.title), image: "", sortOrder: (last._max.sortOrder ?? 0) + 1 },
      select,
    });
    await writeAudit(tx, adminId, {
      action: "course.create",
      targetType: "course",
      targetId: row.id,
      summary: row.title,
    });
    return row;
  });
  refreshPage("/courses");
  return course;
}

export async function updateCourse(adminId: string, id: string, input: CourseInput) {
  const course = await db.$transaction(async (tx) => {
    const found = isListingId(id) ? await tx.course.count({ where: { id } }) : 0;
    if (!found) throw notFound("Course not found");
    const row = await tx.course.update({ where: { id }, data: input, select });
    await writeAudit(tx, adminId, {
      action: "course.update",
      targetType: "course",
      targetId: id,
      summary: row.title,
    });
    return row;
  });
  refreshPage("/courses");
  return course;
}

/** Deletes a course and its waitlist (the waitlist rows cascade). */
export async function deleteCourse(adminId: string, id: string) {
  await db.$transaction(async (tx) => {
    const row = isListingId(id)
      ? await tx.course.findUnique({ where: { id }, select: { title: true } })
      : null;
    if (!row) throw notFound("Course not found");
    await tx.course.delete({ where: { id } });
    await writeAudit(tx, adminId, {
      action: "course.delete",
      targetType: "course",
      targetId: id,
      summary: row.title,
    });
  });
  refreshPage("/courses");
}
