import { Users } from "lucide-react";
import { CopyButton } from "@/components/dashboard/copy-button";
import { PanelSection } from "@/components/ui/panel-section";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { inviteMessage } from "@/lib/accounts/invite";
import type { ReferralDto } from "@/lib/accounts/referrals";
import { formatDay } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";

/** Referral History: each friend who signed up with the member's code, with what it earned. */
export function ReferralHistory({
  referralCode,
  referrals,
}: {
  referralCode: string;
  referrals: ReferralDto[];
}) {
  if (referrals.length === 0) {
    const invite = inviteMessage(referralCode);
    return (
      <EmptyState
        icon={<Users className="size-10" />}
        title="No referrals yet"
        description={invite}
        action={<CopyButton text={invite} label="Copy invite message" toastTitle="Invite Message Copied!" />}
      />
    );
  }
  return (
    <PanelSection id="referrals-title" title="Referral History" titleHidden>
      <ul className="flex flex-col divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface/80">
        {referrals.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium">{r.referredUserName}</p>
              <p className="text-sm text-muted">
                {r.referredUserEmail} · joined <time dateTime={r.signupDate}>{formatDay(r.signupDate)}</time>
              </p>
            </div>
            <Badge tone={r.status === "completed" ? "success" : "warning"}>
              {r.status === "completed" ? "Completed" : "Pending profile"}
            </Badge>
            <p
              className={
                r.coinsEarned > 0
                  ? "w-24 text-right font-semibold text-warning"
                  : "w-24 text-right text-muted"
              }
            >
              {r.coinsEarned > 0 ? `+${plural(r.coinsEarned, "coin")}` : plural(0, "coin")}
            </p>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
