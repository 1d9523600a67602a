// Which members of a list the viewer may open the profile of: the poster's applicants and bidders, linked only
// when their profile is public. The lists come from reads that already checked the poster may see them.
import { db } from "@/lib/db";
import {
  profileLinkSelect,
  profilePath,
  publicProfilePath,
  publicProfileWhere,
} from "@/lib/profiles/visibility";

/** Application id → its applicant's public profile address, for those that have one. */
export async function applicantProfilePaths(applicationIds: string[]): Promise<Record<string, string>> {
  if (applicationIds.length === 0) return {};
  const rows = await db.jobApplication.findMany({
    where: { id: { in: applicationIds } },
    select: { id: true, user: { select: profileLinkSelect } },
  });
  return Object.fromEntries(
    rows.flatMap((r) => {
      const path = publicProfilePath(r.user);
      return path ? [[r.id, path]] : [];
    }),
  );
}

/** Username → public profile address, for the named members whose profile is public. */
export async function publicProfilePathsOf(usernames: string[]): Promise<Record<string, string>> {
  if (usernames.length === 0) return {};
  const rows = await db.user.findMany({
    where: { username: { in: [...new Set(usernames)] }, ...publicProfileWhere },
    select: { username: true },
  });
  return Object.fromEntries(rows.map((r) => [r.username, profilePath(r.username)]));
}
