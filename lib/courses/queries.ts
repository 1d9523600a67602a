import { db } from "@/lib/db";

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

export async function listCourses(): Promise<CourseDto[]> {
  return db.course.findMany({
    orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
    select: {
      id: true,
      title: true,
      description: true,
      cta: true,
      image: true,
      category: true,
      duration: true,
      difficulty: true,
    },
  });
}
