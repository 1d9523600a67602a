// A startup's founders as its page shows them: the member who listed it, by name, linked to their builder profile
// only when anyone may open it (lib/profiles/visibility.ts: published, and its member not suspended).
import { profileLinkSelect, publicProfilePath } from "@/lib/profiles/visibility";

/** What the page reads of a founder (never their email or any other private field). */
export const founderSelect = {
  firstName: true,
  lastName: true,
  ...profileLinkSelect,
} as const;

/** The founder's public builder profile, or null when they have none, keep it hidden or are suspended. */
export const founderProfilePath = publicProfilePath;
