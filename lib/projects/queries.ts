import { db } from "@/lib/db";

export type ProjectDto = {
  id: string;
  slug: string;
  type: "client" | "inhouse";
  title: string;
  description: string;
  image: string;
  category: string;
  year: number;
  techStack: string[];
  status: string | null;
};

/** Every project, in the order the team set, client work first. */
export async function listProjects(): Promise<ProjectDto[]> {
  return db.project.findMany({
    orderBy: [{ type: "asc" }, { sortOrder: "asc" }, { year: "desc" }],
    select: {
      id: true,
      slug: true,
      type: true,
      title: true,
      description: true,
      image: true,
      category: true,
      year: true,
      techStack: true,
      status: true,
    },
  });
}
