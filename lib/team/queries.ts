import { db } from "@/lib/db";

export type TeamMemberDto = {
  id: string;
  slug: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  social: { label: "LinkedIn" | "Twitter" | "GitHub"; href: string }[];
};

/** Team members in the order the team set; `limit` for the About page preview (9). */
export async function listTeamMembers(limit?: number): Promise<TeamMemberDto[]> {
  const rows = await db.teamMember.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    take: limit,
    select: {
      id: true,
      slug: true,
      name: true,
      role: true,
      bio: true,
      image: true,
      linkedin: true,
      twitter: true,
      github: true,
    },
  });
  return rows.map(({ linkedin, twitter, github, ...member }) => ({
    ...member,
    social: [
      ...(linkedin ? [{ label: "LinkedIn" as const, href: linkedin }] : []),
      ...(twitter ? [{ label: "Twitter" as const, href: twitter }] : []),
      ...(github ? [{ label: "GitHub" as const, href: github }] : []),
    ],
  }));
}
