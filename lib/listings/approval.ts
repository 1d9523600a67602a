// The approval fields every job and event answer carries (adminApproval).
import { canManageListing, type Actor } from "@/lib/auth/policy";
import type { ListingStatus } from "@/lib/listings/schema";

export type AdminApproval = {
  isApproved: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectionReason: string | null;
};

export type PosterDto = { id: string; username: string; firstName: string; lastName: string; email?: string };

export const posterSelect = {
  id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
} as const;

/** What every job and event read selects besides its own fields: status, approval, poster, times. */
export const listingMetaSelect = {
  status: true,
  postedById: true,
  postedByTag: true,
  approvedAt: true,
  rejectionReason: true,
  createdAt: true,
  updatedAt: true,
  postedBy: { select: posterSelect },
  approvedBy: { select: { username: true } },
} as const;

type ApprovalRow = {
  status: ListingStatus;
  approvedAt: Date | null;
  rejectionReason: string | null;
  approvedBy: { username: string } | null;
};

export function toAdminApproval(row: ApprovalRow): AdminApproval {
  return {
    isApproved: row.status === "approved",
    approvedBy: row.approvedBy?.username ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/** The poster as a viewer may see them: the email only for the poster and admins. */
export function toPoster(
  poster: { id: string; username: string; firstName: string; lastName: string; email: string } | null,
  viewer: Actor | null,
): PosterDto | null {
  if (!poster) return null;
  const { email, ...rest } = poster;
  return canManageListing(viewer, { postedById: poster.id }) ? { ...rest, email } : rest;
}

/** The fields every listing answer carries: its status, who posted it (as the viewer may see them), times. */
export type ListingMetaDto = {
  status: ListingStatus;
  postedByTag: string;
  postedBy: PosterDto | null;
  adminApproval: AdminApproval;
  createdAt: string;
  updatedAt: string;
};

type MetaRow = ApprovalRow & {
  postedByTag: string;
  postedBy: Parameters<typeof toPoster>[0];
  createdAt: Date;
  updatedAt: Date;
};

export function toListingMeta(row: MetaRow, viewer: Actor | null): ListingMetaDto {
  return {
    status: row.status,
    postedByTag: row.postedByTag,
    postedBy: toPoster(row.postedBy, viewer),
    adminApproval: toAdminApproval(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
