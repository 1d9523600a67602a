import { useTranslations } from "#i18n";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

/**
 * Withdraw on a pending bid, after a confirmation; the member may bid on the gig again afterwards. Not a client
 * module: its words are read where it renders (the server) and handed to ConfirmedAction as text.
 */
export function WithdrawBidButton({ id, gigTitle }: { id: string; gigTitle: string }) {
  const t = useTranslations("bids.withdraw");
  return (
    <ConfirmedAction
      request={{ url: `/api/bids/${id}/withdraw`, method: "POST" }}
      trigger={{ label: t("label"), ariaLabel: t("ariaLabel", { title: gigTitle }), variant: "secondary" }}
      dialog={{
        title: t("title"),
        description: t("description", { title: gigTitle }),
        keepLabel: t("keep"),
        confirmLabel: t("confirm"),
        busyText: t("busy"),
      }}
      success={{ title: t("doneTitle"), description: t("doneText") }}
      failure={{ title: t("failedTitle") }}
    />
  );
}
