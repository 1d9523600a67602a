import { ogImageMetadata } from "@/lib/og/alt";
import { ogImage } from "@/lib/og/image";
import { tags } from "@/lib/openapi/contract";
import { findGroup, groupSlugs } from "@/lib/openapi/groups";

// Each group's own image (a page's share image is its own: e2e/visitor/metadata.spec.ts), drawn at build time.
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type GroupParams = { locale: string; group: string };

export function generateStaticParams(): { group: string }[] {
  return groupSlugs.map((group) => ({ group }));
}

/** Its alt text in the page's language (lib/og/alt.ts); the picture stays English. */
export async function generateImageMetadata({ params }: { params: GroupParams | Promise<GroupParams> }) {
  const { locale, group } = await params;
  // Next asks before any group is known too (its build lists the route's images): the reference's own alt then.
  const tag = findGroup(tags, group);
  if (!tag) return ogImageMetadata({ locale }, "developers");
  return ogImageMetadata({ locale }, "developersGroup", { group: tag.name });
}

export default async function Image({ params }: { params: Promise<{ group: string }> }) {
  const tag = findGroup(tags, (await params).group);
  if (!tag) return ogImage({ eyebrow: "Developers", title: "The Builders Hub API" });
  return ogImage({ eyebrow: "Developers · API", title: `${tag.name} API`, subtitle: tag.description });
}
