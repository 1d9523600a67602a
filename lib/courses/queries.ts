import { db } from "@/lib/db";
import { imageUrl } from "@/lib/images/store";

export type CourseDto = {
  id: string;
  title: string;
  description: string;
  cta: string;
  image: string;
  category: string;
  duration: string;
  difficulty: string;
};

/** A course row with its picture as one URL: an admin's upload wins over the file shipped in public/. */
export const withPicture = <C extends { image: string; imageId: string | null }>({
  imageId,
  ...course
}: C) => ({
  ...course,
  image: imageId ? imageUrl(imageId) : course.image,
});

/** Every course in its order; an admin's upload is its picture, else the one shipped in public/ (or none). */
export async function listCourses(): Promise<CourseDto[]> {
  const rows = await db.course.findMany({
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
    select: {
      id: true,
      title: true,
      description: true,
      cta: true,
      image: true,
      imageId: true,
      category: true,
      duration: true,
      difficulty: true,
    },
  });
  return rows.map(withPicture);
}
