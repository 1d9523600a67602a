// A startup as the site shows it: seeded ones carry a static picture, members' ones an uploaded logo.
import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { imageUrl } from "@/lib/images/store";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";
import { startupPath } from "@/lib/startups/slug";

export { startupPath } from "@/lib/startups/slug";

export const startupSelect = {
  id: true,
  slug: true,
  name: true,
  shortDescription: true,
  description: true,
  stage: true,
  location: true,
  industry: true,
  teamSize: true,
  website: true,
  contactEmail: true,
  image: true,
  imageId: true,
  founded: true,
  ...listingMetaSelect,
} as const satisfies Prisma.StartupSelect;

export type StartupDto = ListingMetaDto & {
  id: string;
  /** Its page: /startup/{slug} (by id for a row that has none yet). */
  path: string;
  name: string;
  shortDescription: string;
  description: string;
  stage: string;
  location: string;
  industry: string;
  teamSize: string;
  website: string;
  contactEmail: string;
  /** A stored upload, a seeded picture, or null (the card draws a placeholder). */
  image: string | null;
  founded: number;
  /** It has an open job linked to it (lib/startups/hiring.ts: filled in by the reads, false until then). */
  hiring: boolean;
};

export function toStartupDto(
  row: Prisma.StartupGetPayload<{ select: typeof startupSelect }>,
  viewer: Actor | null,
): StartupDto {
  return {
    id: row.id,
    path: startupPath(row),
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    stage: row.stage,
    location: row.location,
    industry: row.industry,
    teamSize: row.teamSize,
    website: row.website,
    contactEmail: row.contactEmail,
    image: row.imageId ? imageUrl(row.imageId) : row.image || null,
    founded: row.founded,
    hiring: false,
    ...toListingMeta(row, viewer),
  };
}
