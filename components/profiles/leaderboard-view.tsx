// /leaderboard: the members who earned the most coins this IST month or all time (those who chose to appear),
// as a ranked list; the top three marked, each name linked to its profile when public. Two periods, each its own
// URL (cached pages): /leaderboard and /leaderboard/all-time.
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { ProfileAvatar } from "@/components/profiles/profile-identity";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Icon } from "@/components/ui/icon";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { cn } from "@/lib/cn";
import { localizedPath, intlLocale } from "@/lib/i18n/locales";
import type { Leaderboard, LeaderboardEntry } from "@/lib/profiles/leaderboard";
import { monthLabel } from "@/lib/profiles/month-label";
import type { LeaderboardPeriod } from "@/lib/profiles/schema";

export const leaderboardPaths: Record<LeaderboardPeriod, string> = {
  month: "/leaderboard",
  all: "/leaderboard/all-time",
};

const podium = [
  "border-[#facc15]/60 text-[#facc15]",
  "border-[#cbd5e1]/60 text-[#cbd5e1]",
  "border-[#f59e0b]/60 text-[#fbbf24]",
];

function Row({ entry }: { entry: LeaderboardEntry }) {
  const t = useTranslations("leaderboard");
  const locale = useLocale();
  const top = entry.rank <= 3;
  return (
    <li className="grid grid-cols-[2.75rem_auto_minmax(0,1fr)_auto] items-center gap-3 border-b border-border px-4 py-3 last:border-0 sm:px-6">
      <span
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-full text-sm font-bold tabular-nums",
          top ? cn("border-2", podium[entry.rank - 1]) : "text-muted",
        )}
      >
        <span className="sr-only">{t("place")} </span>
        {entry.rank}
      </span>
      <ProfileAvatar name={entry.name} size="sm" />
      <div className="flex min-w-0 flex-col">
        {entry.profilePath ? (
          <Link
            href={localizedPath(locale, entry.profilePath)}
            className="truncate font-semibold hover:underline"
          >
            {entry.name}
          </Link>
        ) : (
          <span className="truncate font-semibold">{entry.name}</span>
        )}
        <span className="truncate text-sm text-muted">
          @{entry.username}
          {entry.headline && <span className="max-sm:hidden"> · {entry.headline}</span>}
        </span>
      </div>
      <span className="text-right font-semibold tabular-nums">
        {entry.coins.toLocaleString(intlLocale(locale))}
        <span className="ml-1 text-sm font-normal text-muted">{t("coins", { count: entry.coins })}</span>
      </span>
    </li>
  );
}

function HowToJoin() {
  const t = useTranslations("leaderboard");
  const locale = useLocale();
  return (
    <aside
      aria-labelledby="leaderboard-join-title"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6"
    >
      <h2 id="leaderboard-join-title" className="text-lg font-semibold">
        {t("joinTitle")}
      </h2>
      <p className="text-sm text-muted">{t("joinText")}</p>
      <Link
        href={localizedPath(locale, "/dashboard/settings")}
        className={buttonClass("secondary", "sm", "w-fit")}
      >
        {t("joinAction")}
      </Link>
    </aside>
  );
}

/**
 * The two periods as links, each its own address (a public page keeps no tab script: its first load stays within
 * the budget); the current one is aria-current.
 */
function PeriodLinks({ period }: { period: LeaderboardPeriod }) {
  const t = useTranslations("leaderboard");
  const locale = useLocale();
  const periods = [
    { value: "month", label: t("thisMonth"), href: localizedPath(locale, leaderboardPaths.month) },
    { value: "all", label: t("allTime"), href: localizedPath(locale, leaderboardPaths.all) },
  ] as const;
  return (
    <nav aria-label={t("periodLabel")}>
      <ul className="inline-flex gap-1 rounded-full border border-border bg-surface p-1.5">
        {periods.map((p) => (
          <li key={p.value}>
            <Link
              href={p.href}
              aria-current={p.value === period ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-muted transition-colors hover:text-text focus-visible:outline-offset-1 aria-[current=page]:bg-gradient-accent aria-[current=page]:text-[#0b0b12]"
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LeaderboardView({ board, period }: { board: Leaderboard | null; period: LeaderboardPeriod }) {
  const t = useTranslations("leaderboard");
  const locale = useLocale();
  // The board's own label is English: the same words in the page's language.
  const label =
    board && locale !== "en"
      ? period === "all"
        ? t("allTime")
        : monthLabel(new Date(), locale)
      : board?.label;
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-6">
          <PeriodLinks period={period} />
          {board === null ? (
            <ErrorState title={t("failed")} action={<ReloadLink label={t("retry")} />} />
          ) : board.entries.length === 0 ? (
            <EmptyState
              icon={<Icon name="users" className="size-10" />}
              title={period === "month" ? t("emptyMonth", { month: label ?? "" }) : t("emptyAll")}
              description={t("emptyText")}
            />
          ) : (
            <section
              aria-labelledby="leaderboard-list-title"
              className="rounded-[var(--radius-card)] border border-border bg-surface/80"
            >
              <h2
                id="leaderboard-list-title"
                className="border-b border-border px-4 py-4 text-lg font-semibold sm:px-6"
              >
                {label}
                <span className="ml-2 text-sm font-normal text-muted">
                  {t("top", { count: board.entries.length })}
                </span>
              </h2>
              <ol>
                {board.entries.map((entry) => (
                  <Row key={entry.username} entry={entry} />
                ))}
              </ol>
            </section>
          )}
        </div>
        <HowToJoin />
      </div>
    </>
  );
}
