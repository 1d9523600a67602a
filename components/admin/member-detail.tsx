import { Activity, ArrowLeft, Megaphone, Receipt } from "lucide-react";
import Link from "next/link";
import { MemberBadges, MemberControls } from "@/components/admin/members-panel";
import { TransactionList } from "@/components/coins/transaction-list";
import { ActivityList } from "@/components/dashboard/activity-list";
import { RecordCard } from "@/components/ui/record-card";
import { EmptyState } from "@/components/ui/empty-state";
import type { ActivityItem } from "@/lib/activity/queries";
import type { MemberDetail as MemberDetailDto } from "@/lib/admin/member-detail";
import { formatDay } from "@/lib/format/date";

/** A live listing leads to its public page; any other to its place in the review queue. */
function listingHref(item: ActivityItem): string {
  if (item.status === "approved") return item.href;
  const [type] = item.key.split(":");
  return `/admin/listings?${new URLSearchParams({ type: type!, status: item.status, q: item.title })}`;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One member: who they are, what they can do here, their listings, activity and coins. */
export function MemberDetail({
  member: m,
  selfId,
  back,
}: {
  member: MemberDetailDto;
  selfId: string;
  back: string;
}) {
  const name = m.name || m.username;
  const stats = [
    { label: "Coins", value: m.coins },
    { label: "Listings", value: m.totals.listings },
    { label: "Applications, bids and bookings", value: m.totals.activity },
    { label: "Friends referred", value: m.referrals },
  ];
  return (
    <div className="flex flex-col gap-6">
      <Link
        href={back}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm text-muted hover:text-text"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All members
      </Link>
      <RecordCard
        as="div"
        heading={
          <>
            <h2 className="text-2xl font-semibold">{name}</h2>
            <p className="break-all text-sm text-muted">
              @{m.username} · {m.email}
            </p>
            <p className="text-xs text-muted">
              Joined {formatDay(m.joinedAt)} · referral code {m.referralCode}
            </p>
          </>
        }
        status={<MemberBadges member={m} />}
      >
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col gap-1 rounded-2xl border border-border p-3">
              <dt className="text-xs text-muted">{s.label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{s.value}</dd>
            </div>
          ))}
        </dl>
        <MemberControls member={m} name={name} selfId={selfId} />
      </RecordCard>
      <Section id="member-listings" title="Listings">
        <ActivityList
          items={m.listings}
          hrefFor={listingHref}
          empty={{
            icon: <Megaphone className="size-10" />,
            title: "No listings yet",
            description: `${name} has not listed anything.`,
          }}
        />
      </Section>
      <Section id="member-activity" title="Activity">
        <ActivityList
          items={m.activity}
          hrefFor={() => undefined}
          empty={{
            icon: <Activity className="size-10" />,
            title: "No activity yet",
            description: "No applications, bids, consultations or waitlist places yet.",
          }}
        />
      </Section>
      <Section id="member-coins" title="Coins">
        {m.transactions.length === 0 ? (
          <EmptyState
            icon={<Receipt className="size-10" />}
            title="No transactions yet"
            description="Awards and manual changes appear here, newest first."
          />
        ) : (
          <TransactionList transactions={m.transactions} />
        )}
      </Section>
    </div>
  );
}
