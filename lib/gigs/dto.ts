// A gig as the site shows it: seeded gigs carry a static picture and a budget text, members' gigs an upload
// and a budget in rupees (shown formatted).
import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatRupees } from "@/lib/format/rupees";
import { imageUrl } from "@/lib/images/store";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";
import { linkedStartupSelect, toLinkedStartup, type LinkedStartupDto } from "@/lib/startups/link-dto";

export const gigSelect = {
  id: true,
  title: true,
  company: true,
  description: true,
  image: true,
  imageId: true,
  budget: true,
  budgetAmount: true,
  duration: true,
  location: true,
  tags: true,
  category: true,
  deadline: true,
  contactEmail: true,
  postedAt: true,
  closedAt: true,
  closedReason: true,
  ...linkedStartupSelect,
  ...listingMetaSelect,
} as const satisfies Prisma.GigSelect;

export type GigDto = ListingMetaDto & {
  id: string;
  title: string;
  company: string;
  description: string;
  /** A stored upload, a seeded picture, or null (the card draws a placeholder). */
  image: string | null;
  budget: string;
  budgetAmount: number | null;
  duration: string;
  location: string;
  tags: string[];
  category: string;
  deadline: string | null;
  contactEmail: string;
  postedAt: string;
  /** When it stopped taking bids before its deadline, and why: "Filled" or "Closed" (its poster or an admin
   * closed it), or "Awarded" (its poster accepted a bid). */
  closedAt: string | null;
  closedReason: string | null;
  /** The poster's startup it is listed for (its id, for the edit form), and that startup's page while approved. */
  startupId: string | null;
  startup: LinkedStartupDto | null;
};

export { formatRupees } from "@/lib/format/rupees";

export function toGigDto(
  row: Prisma.GigGetPayload<{ select: typeof gigSelect }>,
  viewer: Actor | null,
): GigDto {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    image: row.imageId ? imageUrl(row.imageId) : row.image || null,
    budget: row.budgetAmount !== null ? formatRupees(row.budgetAmount) : row.budget,
    budgetAmount: row.budgetAmount,
    duration: row.duration,
    location: row.location,
    tags: row.tags,
    category: row.category,
    deadline: row.deadline?.toISOString() ?? null,
    contactEmail: row.contactEmail,
    postedAt: row.postedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedReason: row.closedReason,
    ...toLinkedStartup(row),
    ...toListingMeta(row, viewer),
  };
}
