import {
  CalendarCheck,
  CheckCircle2,
  Circle,
  Coins,
  Gift,
  Megaphone,
  UserRoundCheck,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { BalanceChart } from "@/components/dashboard/balance-chart";
import { CopyButton } from "@/components/dashboard/copy-button";
import { Card } from "@/components/ui/card";
import { inviteLink } from "@/lib/accounts/invite";
import type { BalancePoint, EarnProgress } from "@/lib/coins/queries";
import type { CoinSettings } from "@/lib/coins/settings";
import { localizedPath } from "@/lib/i18n/locales";
import { site } from "@/lib/site/config";

type WayToEarn = {
  icon: LucideIcon;
  title: string;
  amount: string;
  done: boolean;
  status: string;
  /** Where to go to earn it, after the status. */
  link?: { href: string; label: string };
};

function Way({ icon: Icon, title, amount, done, status, link }: WayToEarn) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-border bg-surface-raised/60 p-4">
      <span className="mt-0.5 text-accent" aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-medium">
          {title} <span className="text-sm font-semibold text-warning">{amount}</span>
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted">
          {done ? (
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-success" />
          ) : (
            <Circle aria-hidden className="size-4 shrink-0" />
          )}
          {status}
          {link && (
            <>
              {" "}
              <Link href={link.href} className="font-medium text-accent underline-offset-4 hover:underline">
                {link.label}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** The balance with its chart, each way to earn with its current amount and progress, the referral code. */
export function CoinsOverview({
  user,
  settings,
  progress,
  points,
}: {
  user: { coins: number; referralCode: string };
  settings: CoinSettings;
  progress: EarnProgress;
  points: BalancePoint[];
}) {
  const t = useTranslations("coins");
  const locale = useLocale();
  const href = (path: string) => localizedPath(locale, path);
  const copyFailed = { title: t("copyFailedTitle"), description: t("copyFailedText") };
  const invite = t("inviteMessage", {
    site: site.name,
    link: inviteLink(user.referralCode),
    code: user.referralCode,
  });
  const ways: WayToEarn[] = [
    {
      icon: UserRoundCheck,
      title: t("ways.profile.title"),
      amount: `+${settings.profileCompletion}`,
      done: progress.profileCompleted,
      status: progress.profileCompleted ? t("ways.profile.done") : t("ways.profile.todo"),
      link: progress.profileCompleted
        ? undefined
        : { href: href("/dashboard/settings"), label: t("ways.profile.link") },
    },
    {
      icon: Gift,
      title: t("ways.invite.title"),
      amount: t("each", { amount: settings.referralBonus }),
      done: progress.referralsCompleted > 0,
      status: t("ways.invite.status", { count: progress.referralsCompleted }),
    },
    {
      icon: Megaphone,
      title: t("ways.listing.title"),
      amount: t("each", { amount: settings.listingSubmission }),
      done: progress.listingsApproved > 0,
      status: t("ways.listing.status", { count: progress.listingsApproved }),
      link: { href: href("/submit-listing"), label: t("ways.listing.link") },
    },
    {
      icon: CalendarCheck,
      title: t("ways.consultation.title"),
      amount: t("onceADay", { amount: settings.consultationBooking }),
      done: progress.consultationsBooked > 0,
      status: t("ways.consultation.status", { count: progress.consultationsBooked }),
      link: { href: href("/consultation"), label: t("ways.consultation.link") },
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Coins aria-hidden className="size-5 text-warning" /> {t("balance")}
        </h2>
        <p className="text-5xl font-bold tracking-tight">
          {user.coins}
          <span className="ml-2 text-base font-medium text-muted">{t("coinsUnit", { count: user.coins })}</span>
        </p>
        <BalanceChart points={points} balance={user.coins} />
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Gift aria-hidden className="size-5 text-accent" /> {t("referralCode")}
        </h2>
        <p className="w-fit rounded-xl border border-dashed border-border-strong bg-surface-raised px-4 py-2 font-mono text-xl tracking-widest">
          {user.referralCode}
        </p>
        <p className="text-sm text-muted">
          {t("referralText", { bonus: settings.referralBonus, reward: settings.referralReward })}{" "}
          <span className="break-all font-mono text-text">{inviteLink(user.referralCode)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton
            text={user.referralCode}
            label={t("copyCode")}
            toastTitle={t("codeCopied")}
            failed={copyFailed}
          />
          <CopyButton text={invite} label={t("copyInvite")} toastTitle={t("inviteCopied")} failed={copyFailed} />
        </div>
      </Card>
      <Card className="flex flex-col gap-4 lg:col-span-2">
        <h2 className="text-lg font-semibold">{t("waysTitle")}</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {ways.map((w) => (
            <Way key={w.title} {...w} />
          ))}
        </ul>
      </Card>
    </div>
  );
}
