// A builder profile's page: who they are (a card that stays in view on wide screens) beside their bio and record.
// Its member sees a note above it: a preview while it is hidden, the way to edit it either way.
import Link from "next/link";
import { ProfileIdentity } from "@/components/profiles/profile-identity";
import { ProfileRecord, ProfileSection } from "@/components/profiles/profile-record";
import type { PublicProfileDto } from "@/lib/profiles/dto";

function OwnerNote({ isPublic }: { isPublic: boolean }) {
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
          "This is your public profile, as anyone sees it."
        ) : (
          <>
            <strong className="font-semibold text-warning">Preview.</strong> Your profile is hidden: only you
            can see this page.
          </>
        )}
      </p>
      <Link href="/dashboard/settings#builder-profile-title" className="font-medium text-accent underline">
        {isPublic ? "Edit your profile" : "Publish it in Account Settings"}
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
            <ProfileSection id="profile-about" title="About">
              <p className="whitespace-pre-line wrap-break-word text-muted">{profile.bio}</p>
            </ProfileSection>
          )}
          <ProfileRecord profile={profile} month={month} />
          {nothingShown && (
            <ProfileSection id="profile-empty" title="Proof of work">
              <p className="text-sm text-muted">
                {isOwner
                  ? "Add a bio, and choose what your profile shows (listings, gigs won, events, coins) in Account Settings."
                  : `${profile.name} has not shared their work here yet.`}
              </p>
            </ProfileSection>
          )}
        </div>
      </div>
    </>
  );
}
