// A builder profile's page: who they are (a card that stays in view on wide screens) beside their bio and record.
// Its member sees a note above it: a preview while it is hidden, the way to edit it either way.
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { ProfileIdentity } from "@/components/profiles/profile-identity";
import { ProfileRecord, ProfileSection } from "@/components/profiles/profile-record";
import { localizedPath } from "@/lib/i18n/locales";
import type { PublicProfileDto } from "@/lib/profiles/dto";

function OwnerNote({ isPublic }: { isPublic: boolean }) {
  const t = useTranslations("profiles");
  const locale = useLocale();
  return (
    <div
      role="note"
      className={
        isPublic
          ? "mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-surface-raised/60 px-4 py-3 text-sm"
          : "mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
      }
    >
      <p>
        {isPublic ? (
          t("ownerPublic")
        ) : (
          <>
            <strong className="font-semibold text-warning">{t("preview")}</strong> {t("ownerHidden")}
          </>
        )}
      </p>
      <Link
        href={localizedPath(locale, "/dashboard/settings#builder-profile-title")}
        className="font-medium text-accent underline"
      >
        {isPublic ? t("editProfile") : t("publishIt")}
      </Link>
    </div>
  );
}

export function ProfileView({
  profile,
  isOwner,
  month,
}: {
  profile: PublicProfileDto;
  isOwner: boolean;
  /** This IST month, as "Nov 2026". */
  month: string;
}) {
  const t = useTranslations("profiles");
  const nothingShown =
    !profile.bio && !profile.listings && !profile.gigsWon && !profile.events && !profile.coins;
  return (
    <>
      {isOwner && <OwnerNote isPublic={profile.isPublic} />}
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-28">
          <ProfileIdentity profile={profile} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {profile.bio && (
            <ProfileSection id="profile-about" title={t("about")}>
              <p className="whitespace-pre-line wrap-break-word text-muted">{profile.bio}</p>
            </ProfileSection>
          )}
          <ProfileRecord profile={profile} month={month} />
          {nothingShown && (
            <ProfileSection id="profile-empty" title={t("proofOfWork")}>
              <p className="text-sm text-muted">
                {isOwner ? t("emptyOwner") : t("emptyVisitor", { name: profile.name })}
              </p>
            </ProfileSection>
          )}
        </div>
      </div>
    </>
  );
}
