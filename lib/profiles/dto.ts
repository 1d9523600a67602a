// A builder profile as its owner edits it (ProfileSettingsDto: GET /api/profile) and as anyone reads it
// (PublicProfileDto: the page and GET /api/users/{username}). The public one holds only what the member put there
// or chose to show: never an email, a phone number, a coin balance or the résumé.
import type { Prisma } from "@/lib/generated/prisma/client";
import { linkKinds, linkRules, type LinkKind } from "@/lib/profiles/links";
import type { ProfileInput } from "@/lib/profiles/schema";
import { profilePath } from "@/lib/profiles/visibility";

export const profileFields = {
  isPublic: true,
  headline: true,
  city: true,
  skills: true,
  githubUrl: true,
  linkedinUrl: true,
  xUrl: true,
  portfolioUrl: true,
  showListings: true,
  showGigsWon: true,
  showEvents: true,
  showCoins: true,
  onLeaderboard: true,
  updatedAt: true,
} as const satisfies Prisma.ProfileSelect;

type ProfileRow = Prisma.ProfileGetPayload<{ select: typeof profileFields }>;

/** The profile's saved fields, as the form holds them; a member without a row has the empty profile. */
export type ProfileSettingsDto = Required<ProfileInput> & {
  username: string;
  /** The page's address (/u/{username}), shown to anyone only while isPublic. */
  path: string;
  /** The saved résumé's name and when it was saved; its bytes are never in an answer but its own download. */
  resume: { name: string; updatedAt: string } | null;
  updatedAt: string | null;
};

export const emptyProfile: Required<ProfileInput> = {
  isPublic: false,
  headline: "",
  city: "",
  skills: [],
  githubUrl: "",
  linkedinUrl: "",
  xUrl: "",
  portfolioUrl: "",
  showListings: false,
  showGigsWon: false,
  showEvents: false,
  showCoins: false,
  onLeaderboard: false,
};

export function toSettingsDto(
  username: string,
  row: ProfileRow | null,
  resume: { name: string; updatedAt: Date } | null,
): ProfileSettingsDto {
  const { updatedAt, ...fields } = row ?? { ...emptyProfile, updatedAt: null };
  return {
    ...fields,
    username,
    path: profilePath(username),
    resume: resume ? { name: resume.name, updatedAt: resume.updatedAt.toISOString() } : null,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export type ProfileLink = { kind: LinkKind; label: string; url: string };

/** The links the member gave, in a fixed order. */
export const profileLinks = (row: Pick<ProfileRow, "githubUrl" | "linkedinUrl" | "xUrl" | "portfolioUrl">) =>
  linkKinds
    .map((kind) => ({ kind, label: linkRules[kind].label, url: row[linkRules[kind].field] }))
    .filter((l): l is ProfileLink => !!l.url);

/** How a profile names its member: "First Last", else the username. */
export const memberName = (u: { firstName: string; lastName: string; username: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.username;

export type ListingKind = "job" | "gig" | "event" | "startup";

/** An approved listing the member posted. */
export type PostedListing = {
  kind: ListingKind;
  title: string;
  subtitle: string;
  href: string;
  postedAt: string;
};
/** A gig whose poster accepted the member's bid. */
export type WonGig = { title: string; company: string; href: string; wonAt: string };
/** An event the member checked in at (lib/events: listAttendedEvents). */
export type AttendedEvent = {
  eventId: string;
  title: string;
  type: string;
  date: string | null;
  location: string;
  attendedAt: string;
};
/** Coins earned (not the balance): this IST month, all time, and the all-time place on the leaderboard. */
export type CoinStanding = { thisMonth: number; allTime: number; rank: number | null };

export type PublicProfileDto = {
  username: string;
  name: string;
  headline: string;
  bio: string;
  city: string;
  skills: string[];
  links: ProfileLink[];
  memberSince: string;
  updatedAt: string;
  /** False only in its member's preview of a hidden profile. */
  isPublic: boolean;
  /** Each null when the member does not show it. */
  listings: { total: number; recent: PostedListing[] } | null;
  gigsWon: { total: number; recent: WonGig[] } | null;
  events: AttendedEvent[] | null;
  coins: CoinStanding | null;
};
