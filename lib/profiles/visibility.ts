// The one rule of who sees a builder profile: everyone, when its member published it and is not suspended; else
// its member alone (a preview). Other pages link to a member's profile only when it is public, reading the member
// through `profileLinkSelect`. lib/profiles imports no domain above it (tests/layers.test.ts), so any may use this.
import type { Prisma } from "@/lib/generated/prisma/client";

/** What deciding needs of a member (never a whole user row). */
export const profileLinkSelect = {
  username: true,
  suspendedAt: true,
  profile: { select: { isPublic: true } },
} as const satisfies Prisma.UserSelect;

type LinkRow = { username: string; suspendedAt: Date | null; profile: { isPublic: boolean } | null };

/** Whether anyone may open the member's profile. */
export const isProfilePublic = (row: Omit<LinkRow, "username">): boolean =>
  !!row.profile?.isPublic && row.suspendedAt === null;

/** The address of a member's profile. */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;

/** The member's profile address when it is public, else null (a hidden profile is never linked). */
export const publicProfilePath = (row: LinkRow): string | null =>
  isProfilePublic(row) ? profilePath(row.username) : null;

/** The members whose profile anyone may open, as a `where` on User. */
export const publicProfileWhere = {
  suspendedAt: null,
  profile: { is: { isPublic: true } },
} as const satisfies Prisma.UserWhereInput;
