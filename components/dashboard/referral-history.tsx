import { Users } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { CopyButton } from "@/components/dashboard/copy-button";
import { PanelSection } from "@/components/ui/panel-section";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { inviteLink } from "@/lib/accounts/invite";
import type { ReferralDto } from "@/lib/accounts/referrals";
import { formatDay } from "@/lib/format/date";
import { site } from "@/lib/site/config";

/** Referral History: each friend who signed up with the member's code, with what it earned. */
export function ReferralHistory({
  referralCode,
  referrals,
}: {
  referralCode: string;
  referrals: ReferralDto[];
}) {
  const t = useTranslations("coins");
  const locale = useLocale();
  if (referrals.length === 0) {
    const invite = t("inviteMessage", { site: site.name, link: inviteLink(referralCode), code: referralCode });
    return (
      <EmptyState
        icon={<Users className="size-10" />}
        title={t("referrals.emptyTitle")}
        description={invite}
        action={
          <CopyButton
            text={invite}
            label={t("copyInvite")}
            toastTitle={t("inviteCopied")}
            failed={{ title: t("copyFailedTitle"), description: t("copyFailedText") }}
          />
        }
      />
    );
  }
  return (
    <PanelSection id="referrals-title" title={t("views.referrals")} titleHidden>
      <ul className="flex flex-col divide-y divide-border rounded-[var(--radius-card)] border border-border bg-surface/80">
        {referrals.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium">{r.referredUserName}</p>
              <p className="text-sm text-muted">
                {r.referredUserEmail} · {t("referrals.joined")}{" "}
                <time dateTime={r.signupDate}>{formatDay(r.signupDate, "", locale)}</time>
              </p>
            </div>
            <Badge tone={r.status === "completed" ? "success" : "warning"}>
              {r.status === "completed" ? t("referrals.completed") : t("referrals.pending")}
            </Badge>
            <p
              className={
                r.coinsEarned > 0
                  ? "w-24 text-right font-semibold text-warning"
                  : "w-24 text-right text-muted"
              }
            >
              {r.coinsEarned > 0 ? `+${t("coinCount", { count: r.coinsEarned })}` : t("coinCount", { count: 0 })}
            </p>
          </li>
        ))}
      </ul>
    </PanelSection>
  );
}
