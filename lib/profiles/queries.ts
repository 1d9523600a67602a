// Reads of builder profiles: the owner's settings, and a profile as a viewer may see it (public, or the owner's
// preview of a hidden one; else nothing, which the page and the API answer as 404).
import { db } from "@/lib/db";
import { listPostedListings, listWonGigs, RECENT_TAKE } from "@/lib/profiles/activity";
import {
  memberName,
  profileFields,
  profileLinks,
  toSettingsDto,
  type AttendedEvent,
  type ProfileSettingsDto,
  type PublicProfileDto,
} from "@/lib/profiles/dto";
import { readCoinStanding } from "@/lib/profiles/leaderboard";
import { isUsername, type CheckedResume } from "@/lib/profiles/schema";
import { isProfilePublic } from "@/lib/profiles/visibility";

/** GET /api/profile and Account Settings: the member's own profile (the empty one before they first save it). */
export async function getProfileSettings(userId: string): Promise<ProfileSettingsDto> {
  const [user, resume] = await Promise.all([
    db.user.findUniqueOrThrow({
      where: { id: userId },
      select: { username: true, profile: { select: profileFields } },
    }),
    db.profileResume.findUnique({ where: { userId }, select: { name: true, updatedAt: true } }),
  ]);
  return toSettingsDto(user.username, user.profile, resume);
}

/**
 * How a profile reads what it shows of events attended: lib/events' listAttendedEvents, passed in by the page and
 * the route (lib/profiles imports no domain above it, so any may link to a profile).
 */
export type ProfileReaders = { attendedEvents: (userId: string, take: number) => Promise<AttendedEvent[]> };

/**
 * The profile at /u/{username} as `viewerId` may see it: anyone when it is public, its member also when hidden
 * (isPublic false: a preview). Null for everyone else, and for a username that names no one.
 */
export async function getProfileForViewer(
  username: string,
  viewerId: string | null,
  readers: ProfileReaders,
  now = new Date(),
): Promise<PublicProfileDto | null> {
  if (!isUsername(username)) return null;
  const user = await db.user.findUnique({
    where: { username },
    select: {
      id: true,
      username: true,
      firstName: true,
      lastName: true,
      bio: true,
      createdAt: true,
      suspendedAt: true,
      profile: { select: profileFields },
    },
  });
  if (!user) return null;
  const isPublic = isProfilePublic(user);
  if (!isPublic && user.id !== viewerId) return null;
  const p = user.profile;
  const [listings, gigsWon, events, coins] = await Promise.all([
    p?.showListings ? listPostedListings(user.id) : null,
    p?.showGigsWon ? listWonGigs(user.id) : null,
    p?.showEvents ? readers.attendedEvents(user.id, RECENT_TAKE) : null,
    p?.showCoins ? readCoinStanding(user.id, p.onLeaderboard, now) : null,
  ]);
  return {
    username: user.username,
    name: memberName(user),
    headline: p?.headline ?? "",
    bio: user.bio,
    city: p?.city ?? "",
    skills: p?.skills ?? [],
    links: p ? profileLinks(p) : [],
    memberSince: user.createdAt.toISOString(),
    updatedAt: (p?.updatedAt ?? user.createdAt).toISOString(),
    isPublic,
    listings,
    gigsWon,
    events:
      events?.map(({ eventId, title, type, date, location, attendedAt }) => ({
        eventId,
        title,
        type,
        date,
        location,
        attendedAt,
      })) ?? null,
    coins,
  };
}

/** The member's saved résumé with its bytes (their own download, or attached to an application), else null. */
export async function findSavedResume(userId: string): Promise<CheckedResume | null> {
  const row = await db.profileResume.findUnique({
    where: { userId },
    select: { name: true, mimeType: true, data: true },
  });
  return row ? { name: row.name, mimeType: row.mimeType, data: new Uint8Array(row.data) } : null;
}

/** A public profile's name, headline and city (its shared image), else null: hidden profiles say nothing. */
export async function findPublicProfileCard(username: string) {
  if (!isUsername(username)) return null;
  const user = await db.user.findUnique({
    where: { username },
    select: {
      username: true,
      firstName: true,
      lastName: true,
      suspendedAt: true,
      profile: { select: { isPublic: true, headline: true, city: true } },
    },
  });
  if (!user || !isProfilePublic(user)) return null;
  return {
    username: user.username,
    name: memberName(user),
    headline: user.profile!.headline,
    city: user.profile!.city,
  };
}
