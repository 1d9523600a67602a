"use client";

import { X } from "lucide-react";
import { useTranslations } from "#i18n";
import { ConfirmedAction } from "@/components/ui/confirmed-action";

type CancelStatus = "registered" | "waitlisted" | "pending";

/** Cancels the member's registration (a place, a waitlist spot or a request) after a confirmation. */
export function CancelRegistrationButton({
  eventId,
  title,
  status,
}: {
  eventId: string;
  title: string;
  status: CancelStatus;
}) {
  const t = useTranslations("eventsRegister.cancel");
  const action = t(`${status}.action`);
  const note = t(`${status}.note`);
  return (
    <ConfirmedAction
      request={{ url: `/api/events/${encodeURIComponent(eventId)}/registrations/me`, method: "DELETE" }}
      trigger={{
        label: (
          <>
            <X aria-hidden className="size-4" /> {action}
          </>
        ),
        ariaLabel: t("ariaLabel", { action, title }),
        variant: "ghost",
      }}
      dialog={{
        title: t("question", { action }),
        description: t("description", { title, note }),
        confirmLabel: action,
        busyText: t("busy"),
        keepLabel: t("keep"),
      }}
      success={{ title: t("done") }}
      failure={{ title: t("failed") }}
    />
  );
}
