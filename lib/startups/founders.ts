// A startup's founders as its page shows them: the member who listed it, by name, linked to their builder profile
// (/u/{username}, issue #45 §2) only when they published it (Profile.isPublic); a hidden profile is never linked.
// If lib/profiles comes to expose its own "public profile path" function, call it from founderProfilePath.

/** What the page reads of a founder (never their email or any other private field). */
export const founderSelect = {
  firstName: true,
  lastName: true,
  username: true,
  profile: { select: { isPublic: true } },
} as const;

type FounderRow = { username: string; profile: { isPublic: boolean } | null };

/** The founder's public builder profile, or null when they have none or keep it hidden. */
export function founderProfilePath(founder: FounderRow): string | null {
  return founder.profile?.isPublic ? `/u/${encodeURIComponent(founder.username)}` : null;
}
