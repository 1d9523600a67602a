import { connection } from "next/server";
import { logFailure } from "@/lib/log";
import { ogImage } from "@/lib/og/image";
import { findPublicProfileCard } from "@/lib/profiles/queries";

// A profile's own image: its name, headline and city while it is public; the generic one otherwise (a hidden
// profile's image says nothing of it). Drawn per request, never cached: a profile hidden a moment ago must not
// show in an old image.
export const alt = "A builder's profile on Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const generic = { eyebrow: "Builder profiles", title: "Builders of Web3 and AI in India" };

export default async function Image({ params }: { params: Promise<{ username: string }> }) {
  await connection();
  const { username } = await params;
  const profile = await findPublicProfileCard(username).catch((error: unknown) => {
    logFailure("og_profile_read_failed", error);
    return null;
  });
  if (!profile) return ogImage(generic);
  return ogImage({
    eyebrow: `@${profile.username}`,
    title: profile.name.length > 60 ? `${profile.name.slice(0, 59).trimEnd()}…` : profile.name,
    subtitle: [profile.headline, profile.city].filter(Boolean).join(" · ").slice(0, 140) || undefined,
  });
}
