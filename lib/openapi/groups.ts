// The API reference's groups (the description's tags, lib/openapi/contract.ts) as pages: /developers lists them, and
// each has its own page at /developers/{slug} (app/[locale]/(public)/developers/[group]).
import { tags } from "@/lib/openapi/contract";
import { slug } from "@/lib/openapi/slug";

/** The English address of a group's page: "/developers/gigs". */
export const groupPath = (name: string) => `/developers/${slug(name)}`;

/** Every group's slug, in the description's order. */
export const groupSlugs: readonly string[] = tags.map((tag) => slug(tag.name));

/** The group whose page `groupSlug` names, or undefined. */
export function findGroup<T extends { name: string }>(
  groups: readonly T[],
  groupSlug: string,
): T | undefined {
  return groups.find((group) => slug(group.name) === groupSlug);
}
