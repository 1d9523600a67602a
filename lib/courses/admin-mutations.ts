// Courses as admins add, edit and delete them: each change with its audit row, then /courses refreshed at once.
import { changeContent, type ContentKind } from "@/lib/audit/content-change";
import type { Actor } from "@/lib/auth/policy";
import type { CourseInput } from "@/lib/courses/schema";
import { deleteImageIfUnused } from "@/lib/images/store";
import { chooseImage } from "@/lib/listings/image-choice";
import { withPicture } from "@/lib/courses/queries";
import { notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";

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
  image: true,
  imageId: true,
} as const;

/** The course's own columns (its picture is chosen apart). */
const columns = (input: CourseInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  duration: input.duration,
  difficulty: input.difficulty,
});

const courses: ContentKind = { targetType: "course", page: "/courses" };

export async function createCourse(admin: Actor, input: CourseInput, file: Uint8Array | null = null) {
  const image = await chooseImage(input.image, file);
  const course = await changeContent(admin, courses, "create", async (tx) => {
    const last = await tx.course.aggregate({ _max: { sortOrder: true } });
    return tx.course.create({
      data: {
        ...columns(input),
        slug: slugOf(input.title),
        image: "",
        sortOrder: (last._max.sortOrder ?? 0) + 1,
        ...(image ? { upload: image } : {}),
      },
      select,
    });
  });
  return withPicture(course);
}

/** An edit; a new picture replaces the old upload, which is deleted in the same transaction unless still used. */
export async function updateCourse(
  admin: Actor,
  id: string,
  input: CourseInput,
  file: Uint8Array | null = null,
) {
  const image = await chooseImage(input.image, file);
  const course = await changeContent(admin, courses, "update", async (tx) => {
    const before = isListingId(id)
      ? await tx.$queryRaw<{ imageId: string | null }[]>`
          SELECT "imageId" FROM "Course" WHERE "id" = ${id} FOR UPDATE`
      : [];
    if (before.length === 0) throw notFound("Course not found");
    const row = await tx.course.update({
      where: { id },
      data: { ...columns(input), ...(image ? { upload: image } : {}) },
      select,
    });
    const oldImageId = before[0]!.imageId;
    if (oldImageId && oldImageId !== row.imageId) await deleteImageIfUnused(oldImageId, tx);
    return row;
  });
  return withPicture(course);
}

/** Deletes a course, its waitlist (the rows cascade) and its uploaded picture. */
export async function deleteCourse(admin: Actor, id: string) {
  await changeContent(admin, courses, "delete", async (tx) => {
    const row = isListingId(id)
      ? await tx.course.findUnique({ where: { id }, select: { id: true, title: true, imageId: true } })
      : null;
    if (!row) throw notFound("Course not found");
    await tx.course.delete({ where: { id } });
    if (row.imageId) await deleteImageIfUnused(row.imageId, tx);
    return row;
  });
}
