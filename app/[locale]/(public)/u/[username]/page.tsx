import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { ProfileView } from "@/components/profiles/profile-view";
import { DetailState } from "@/components/ui/detail-state";
import { ReloadLink } from "@/components/ui/reload-link";
import { getCurrentUser } from "@/lib/auth/session";
import { possessive } from "@/lib/format/plural";
import { listAttendedEvents } from "@/lib/events/registrations";
import { profilePageJsonLd } from "@/lib/profiles/json-ld";
import { monthLabel } from "@/lib/profiles/leaderboard";
import { getProfileForViewer } from "@/lib/profiles/queries";
import { profilePath } from "@/lib/profiles/visibility";
import { jsonLdScript } from "@/lib/seo/json-ld";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { answeredMissing } from "@/lib/site/missing-listing";
import { readOrError } from "@/lib/site/page-read";
import { formMessages } from "@/lib/validation/messages";
import ProfileNotFound from "./not-found";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ username: string; locale?: string }> };

/**
 * Once per request (the page and its metadata share it): the profile as this viewer may see it (public, or their
 * own preview), or null (404 to everyone else), or "error" when the database failed.
 */
const loadProfile = cache(async (username: string) =>
  readOrError("profile", async () => {
    const viewer = await getCurrentUser();
    const profile = await getProfileForViewer(username, viewer?.id ?? null, {
      attendedEvents: listAttendedEvents,
    });
    return { profile, isOwner: !!profile && profile.username === viewer?.username };
  }),
);

const describe = (p: { name: string; headline: string; bio: string }) =>
  (p.headline || p.bio || `${possessive(p.name)} builder profile: skills, links and proof of work.`).slice(
    0,
    160,
  );

/** The path's username as written (a malformed escape is kept, and then names no one). */
function usernameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadProfile(usernameOf((await params).username));
  if (loaded === "error" || !loaded.profile) return { title: "Profile Not Found", robots: { index: false } };
  const { profile } = loaded;
  const metadata = pageMetadata({
    title: `${profile.name} (@${profile.username})`,
    description: describe(profile),
    path: profilePath(profile.username),
  });
  // A hidden profile is seen by its member alone (a preview): never indexed.
  return profile.isPublic ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

export default async function ProfilePage({ params }: Props) {
  await pageLocale(params);
  await connection();
  const loaded = await loadProfile(usernameOf((await params).username));
  if (loaded === "error") {
    return (
      <DetailState
        title="Failed to load this profile"
        description={formMessages.tryAgainLater}
        back={{ href: "/leaderboard", label: "See the leaderboard" }}
        action={<ReloadLink label="Try Again" />}
      />
    );
  }
  const { profile, isOwner } = loaded;
  if (!profile) {
    // proxy.ts found it hidden or unknown for a guest and answers 404: the not-found state in the server's HTML.
    // Else (a member's request: their own hidden profile is theirs to preview) Next's not-found.tsx with 404.
    if (await answeredMissing()) return <ProfileNotFound />;
    notFound();
  }
  return (
    <>
      {profile.isPublic && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(profilePageJsonLd(profile, site.url)) }}
        />
      )}
      <ProfileView profile={profile} isOwner={isOwner} month={monthLabel(new Date())} />
    </>
  );
}
