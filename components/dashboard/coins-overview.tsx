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
import { BalanceChart } from "@/components/dashboard/balance-chart";
import { CopyButton } from "@/components/dashboard/copy-button";
import { Card } from "@/components/ui/card";
import { inviteLink, inviteMessage } from "@/lib/accounts/invite";
import type { BalancePoint, EarnProgress } from "@/lib/coins/queries";
import type { CoinSettings } from "@/lib/coins/settings";
import { plural } from "@/lib/format/plural";

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
  const ways: WayToEarn[] = [
    {
      icon: UserRoundCheck,
      title: "Complete your profile",
      amount: `+${settings.profileCompletion}`,
      done: progress.profileCompleted,
      status: progress.profileCompleted ? "Done" : "Add your name and a bio in",
      link: progress.profileCompleted
        ? undefined
        : { href: "/dashboard/settings", label: "Account Settings" },
    },
    {
      icon: Gift,
      title: "Invite a friend",
      amount: `+${settings.referralBonus} each`,
      done: progress.referralsCompleted > 0,
      status: `${plural(progress.referralsCompleted, "friend")} joined and completed their profile`,
    },
    {
      icon: Megaphone,
      title: "Get a listing approved",
      amount: `+${settings.listingSubmission} each`,
      done: progress.listingsApproved > 0,
      status: `${plural(progress.listingsApproved, "listing")} approved.`,
      link: { href: "/submit-listing", label: "Submit a listing" },
    },
    {
      icon: CalendarCheck,
      title: "Book a consultation",
      amount: `+${settings.consultationBooking}, once a day`,
      done: progress.consultationsBooked > 0,
      status: `${plural(progress.consultationsBooked, "booking")} rewarded.`,
      link: { href: "/consultation", label: "Book a consultation" },
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Coins aria-hidden className="size-5 text-warning" /> Coin balance
        </h2>
        <p className="text-5xl font-bold tracking-tight">
          {user.coins}
          <span className="ml-2 text-base font-medium text-muted">coins</span>
        </p>
        <BalanceChart points={points} balance={user.coins} />
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Gift aria-hidden className="size-5 text-accent" /> Your referral code
        </h2>
        <p className="w-fit rounded-xl border border-dashed border-border-strong bg-surface-raised px-4 py-2 font-mono text-xl tracking-widest">
          {user.referralCode}
        </p>
        <p className="text-sm text-muted">
          When a friend signs up with your code and completes their profile, you earn {settings.referralBonus}{" "}
          coins and they earn {settings.referralReward}. Your invite link fills the code in for them:{" "}
          <span className="break-all font-mono text-text">{inviteLink(user.referralCode)}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={user.referralCode} label="Copy code" toastTitle="Referral Code Copied!" />
          <CopyButton
            text={inviteMessage(user.referralCode)}
            label="Copy invite message"
            toastTitle="Invite Message Copied!"
          />
        </div>
      </Card>
      <Card className="flex flex-col gap-4 lg:col-span-2">
        <h2 className="text-lg font-semibold">Ways to earn</h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {ways.map((w) => (
            <Way key={w.title} {...w} />
          ))}
        </ul>
      </Card>
    </div>
  );
}
