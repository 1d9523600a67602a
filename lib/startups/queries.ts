import { db } from "@/lib/db";
import { escapeLike } from "@/lib/listings/search";

export type StartupDto = {
  id: string;
  name: string;
  description: string;
  stage: string;
  location: string;
  industry: string;
  teamSize: string;
  website: string;
  image: string;
  founded: number;
};

/** Approved startups; `search` matches name, description or industry, case-insensitively. */
export async function listStartups(search = ""): Promise<StartupDto[]> {
  const text = escapeLike(search.trim());
  return db.startup.findMany({
    where: {
      status: "approved",
      ...(text
        ? {
            OR: [
              { name: { contains: text, mode: "insensitive" } },
              { description: { contains: text, mode: "insensitive" } },
              { industry: { contains: text, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    orderBy: [{ founded: "desc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      description: true,
      stage: true,
      location: true,
      industry: true,
      teamSize: true,
      website: true,
      image: true,
      founded: true,
    },
  });
}
