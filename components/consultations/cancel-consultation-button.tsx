"use client";

import { useTranslations } from "#i18n";
import { useSession } from "@/components/accounts/session-provider";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

/**
 * Cancel Request on a pending consultation, or Cancel booking on a booked slot (`booked`: its slot is freed and a
 * calendar cancellation mailed), after a confirmation; the coin balance in the header follows.
 */
export function CancelConsultationButton({
  id,
  topic,
  booked = false,
}: {
  id: string;
  topic: string;
  booked?: boolean;
}) {
  const t = useTranslations("consultations.cancel");
  const { refresh } = useSession();
  return (
    <ConfirmedAction
      request={{ url: `/api/consultations/${id}/cancel`, method: "POST" }}
      trigger={
        booked
          ? { label: t("booking"), ariaLabel: t("bookingAria", { topic }), variant: "secondary" }
          : { label: t("request"), ariaLabel: t("requestAria", { topic }), variant: "secondary" }
      }
      dialog={{
        title: booked ? t("bookingTitle") : t("requestTitle"),
        description: booked ? t("bookingDescription", { topic }) : t("requestDescription", { topic }),
        keepLabel: t("keep"),
        confirmLabel: booked ? t("booking") : t("confirmRequest"),
        busyText: t("busy"),
      }}
      success={{ title: t("doneTitle"), description: t("doneDescription") }}
      failure={{ title: t("failedTitle") }}
      onDone={() => void refresh()}
    />
  );
}
