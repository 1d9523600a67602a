"use client";

import { X } from "lucide-react";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { registrationMessages as m } from "@/lib/events/registration-messages";

const what = {
  registered: { action: "Cancel registration", note: "Your place goes to the first on the waitlist." },
  waitlisted: { action: "Leave the waitlist", note: "You lose your place in the queue." },
  pending: { action: "Withdraw request", note: "The organiser no longer sees your request." },
} as const;

/** Cancels the member's registration (a place, a waitlist spot or a request) after a confirmation. */
export function CancelRegistrationButton({
  eventId,
  title,
  status,
}: {
  eventId: string;
  title: string;
  status: keyof typeof what;
}) {
  const { action, note } = what[status];
  return (
    <ConfirmedAction
      request={{ url: `/api/events/${encodeURIComponent(eventId)}/registrations/me`, method: "DELETE" }}
      trigger={{
        label: (
          <>
            <X aria-hidden className="size-4" /> {action}
          </>
        ),
        ariaLabel: `${action}: ${title}`,
        variant: "ghost",
      }}
      dialog={{
        title: `${action}?`,
        description: `${title}: ${note} You can register again while registration is open.`,
        confirmLabel: action,
        busyText: "Cancelling...",
        keepLabel: "Keep it",
      }}
      success={{ title: "Registration cancelled" }}
      failure={{ title: m.cancelFailed }}
    />
  );
}
