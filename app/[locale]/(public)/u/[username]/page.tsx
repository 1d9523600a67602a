import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
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
import { readOrError } from "@/lib/site/page-read";
import { formMessages } from "@/lib/validation/messages";
import { localizedPath } from "@/lib/i18n/locales";
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

const describe = (p: { name: string; headline: string; bio: string }, fallback: string) =>
  (p.headline || p.bio || fallback).slice(0, 160);

/** The path's username as written (a malformed escape is kept, and then names no one). */
function usernameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { username, locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "profiles" });
  const loaded = await loadProfile(usernameOf(username));
  if (loaded === "error" || !loaded.profile) return { title: t("notFoundTitle"), robots: { index: false } };
  const { profile } = loaded;
  const metadata = pageMetadata({
    title: `${profile.name} (@${profile.username})`,
    description: describe(
      profile,
      t("metaDescription", { owner: locale === "en" ? possessive(profile.name) : profile.name }),
    ),
    path: profilePath(profile.username),
    locale,
  });
  // A hidden profile is seen by its member alone (a preview): never indexed.
  return profile.isPublic ? metadata : { ...metadata, robots: { index: false, follow: false } };
}

export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations("profiles");
  await connection();
  const loaded = await loadProfile(usernameOf((await params).username));
  if (loaded === "error") {
    return (
      <DetailState
        title={t("failedTitle")}
        description={formMessages.tryAgainLater}
        back={{ href: localizedPath(locale, "/leaderboard"), label: t("seeLeaderboard") }}
        action={<ReloadLink label={t("tryAgain")} />}
      />
    );
  }
  const { profile, isOwner } = loaded;
  if (!profile) {
    // A member's request (their own hidden profile is theirs to preview; proxy.ts sent a guest's to its not-found
    // page, lib/site/missing-listing.ts): Next's not-found.tsx with 404.
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
      <ProfileView profile={profile} isOwner={isOwner} month={monthLabel(new Date(), locale)} />
    </>
  );
}
