// A startup as the site shows it: seeded ones carry a static picture, members' ones an uploaded logo.
import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { imageUrl } from "@/lib/images/store";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";

export const startupSelect = {
  id: true,
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
  hiring: true,
  ...listingMetaSelect,
} as const satisfies Prisma.StartupSelect;

export type StartupDto = ListingMetaDto & {
  id: string;
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
  /** Its founder says it is hiring. */
  hiring: boolean;
};

export function toStartupDto(
  row: Prisma.StartupGetPayload<{ select: typeof startupSelect }>,
  viewer: Actor | null,
): StartupDto {
  return {
    id: row.id,
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
    hiring: row.hiring,
    ...toListingMeta(row, viewer),
  };
}
