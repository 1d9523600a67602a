// What the site knows of the member, in the sections they chose to show: coins earned, the listings they posted,
// the gigs they won, the events they attended. Each a section with its own h2; a list that is empty says so.
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { formatDay } from "@/lib/format/date";
import { localizedPath, intlLocale } from "@/lib/i18n/locales";
import type { CoinStanding, ListingKind, PublicProfileDto } from "@/lib/profiles/dto";

export function ProfileSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6"
    >
      <h2 id={`${id}-title`} className="flex items-baseline gap-2 text-xl font-semibold">
        {title}
        {count !== undefined && <span className="text-base font-normal text-muted">{count}</span>}
      </h2>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** One line of a record: a link, what it is, when. */
function RecordItem({
  href,
  title,
  detail,
  when,
  badge,
}: {
  href: string;
  title: string;
  detail: string;
  when: string;
  badge?: { label: string; tone: BadgeTone };
}) {
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-1 border-b border-border py-3 first:pt-0 last:border-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link href={localizedPath(locale, href)} className="font-medium wrap-break-word hover:underline">
          {title}
        </Link>
        <p className="text-sm text-muted">{detail}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2 text-sm text-muted">
        {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
        <span>{when}</span>
      </div>
    </li>
  );
}

const tones: Record<ListingKind, BadgeTone> = {
  job: "accent",
  gig: "primary",
  event: "info",
  startup: "success",
};

function Stat({ icon, label, value }: { icon: IconName; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-border bg-surface-raised/60 p-4">
      <dt className="inline-flex items-center gap-2 text-sm text-muted">
        <Icon name={icon} className="size-4" />
        {label}
      </dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

export function CoinsSection({ coins, month }: { coins: CoinStanding; month: string }) {
  const t = useTranslations("profiles");
  const locale = useLocale();
  const number = (n: number) => n.toLocaleString(intlLocale(locale));
  return (
    <ProfileSection id="profile-coins" title={t("coinsEarned")}>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat icon="wallet" label={t("thisMonth", { month })} value={number(coins.thisMonth)} />
        <Stat icon="wallet" label={t("allTime")} value={number(coins.allTime)} />
        {coins.rank !== null && <Stat icon="signal" label={t("leaderboardPlace")} value={`#${coins.rank}`} />}
      </dl>
      <Link
        href={localizedPath(locale, "/leaderboard")}
        className="inline-flex w-fit items-center gap-1 text-sm text-accent hover:underline"
      >
        {t("seeLeaderboard")} <Icon name="arrow-right" className="size-4" />
      </Link>
    </ProfileSection>
  );
}

export function ProfileRecord({ profile, month }: { profile: PublicProfileDto; month: string }) {
  const t = useTranslations("profiles");
  const locale = useLocale();
  const day = (at: string) => formatDay(at, "", locale);
  const { listings, gigsWon, events, coins } = profile;
  return (
    <>
      {coins && <CoinsSection coins={coins} month={month} />}
      {listings && (
        <ProfileSection id="profile-listings" title={t("listingsPosted")} count={listings.total}>
          {listings.recent.length ? (
            <ul>
              {listings.recent.map((l) => (
                <RecordItem
                  key={l.href}
                  href={l.href}
                  title={l.title}
                  detail={l.subtitle}
                  when={day(l.postedAt)}
                  badge={{ label: t(`kinds.${l.kind}`), tone: tones[l.kind] }}
                />
              ))}
            </ul>
          ) : (
            <Empty>{t("noListings")}</Empty>
          )}
          {listings.total > listings.recent.length && (
            <Empty>{t("moreListings", { count: listings.total - listings.recent.length })}</Empty>
          )}
        </ProfileSection>
      )}
      {gigsWon && (
        <ProfileSection id="profile-gigs" title={t("gigsWon")} count={gigsWon.total}>
          {gigsWon.recent.length ? (
            <ul>
              {gigsWon.recent.map((g) => (
                <RecordItem
                  key={g.href}
                  href={g.href}
                  title={g.title}
                  detail={g.company}
                  when={t("won", { date: day(g.wonAt) })}
                />
              ))}
            </ul>
          ) : (
            <Empty>{t("noGigs")}</Empty>
          )}
        </ProfileSection>
      )}
      {events && (
        <ProfileSection id="profile-events" title={t("eventsAttended")}>
          {events.length ? (
            <ul>
              {events.map((e) => (
                <RecordItem
                  key={e.eventId}
                  href={`/event/${e.eventId}`}
                  title={e.title}
                  detail={[e.type, e.location].filter(Boolean).join(" · ")}
                  when={day(e.date ?? e.attendedAt)}
                />
              ))}
            </ul>
          ) : (
            <Empty>{t("noEvents")}</Empty>
          )}
        </ProfileSection>
      )}
    </>
  );
}
