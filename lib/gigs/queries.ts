import { db } from "@/lib/db";
import { escapeLike } from "@/lib/listings/search";

export type GigDto = {
  id: string;
  title: string;
  company: string;
  image: string;
  budget: string;
  duration: string;
  location: string;
  tags: string[];
  category: string;
  postedAt: string;
};

/** Gigs, newest first; `search` matches the title or the company, case-insensitively. */
export async function listGigs(search = ""): Promise<GigDto[]> {
  const text = escapeLike(search.trim());
  const rows = await db.gig.findMany({
    where: text
      ? {
          OR: [
            { title: { contains: text, mode: "insensitive" } },
            { company: { contains: text, mode: "insensitive" } },
          ],
        }
      : {},
    orderBy: [{ postedAt: "desc" }, { title: "asc" }],
    select: {
      id: true,
      title: true,
      company: true,
      image: true,
      budget: true,
      duration: true,
      location: true,
      tags: true,
      category: true,
      postedAt: true,
    },
  });
  return rows.map((gig) => ({ ...gig, postedAt: gig.postedAt.toISOString() }));
}
