// A gig as the site shows it: seeded gigs carry a static picture and a budget text, members' gigs an upload
// and a budget in rupees (shown formatted).
import type { Actor } from "@/lib/auth/policy";
import type { Prisma } from "@/lib/generated/prisma/client";
import { imageUrl } from "@/lib/images/store";
import { listingMetaSelect, toListingMeta, type ListingMetaDto } from "@/lib/listings/approval";

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
};

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** ₹40,000 (Indian grouping: ₹1,00,000). */
export const formatRupees = (amount: number) => inr.format(amount);

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
    ...toListingMeta(row, viewer),
  };
}
