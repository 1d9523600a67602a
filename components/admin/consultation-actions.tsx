"use client";

import { CalendarClock, Check, CheckCheck, X } from "lucide-react";
import { formMessages } from "@/lib/validation/messages";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { consultationDecisionInput } from "@/lib/consultations/schema";
import { fromIstInput, toIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";

/** "rescheduled" is an accepted consultation given a new time (a PUT with status accepted again). */
type Action = "accepted" | "rescheduled" | "rejected" | "declined" | "completed";

const copy: Record<Action, { title: string; button: string; busy: string; toast: string }> = {
  accepted: {
    title: "Accept consultation",
    button: "Accept",
    busy: "Accepting...",
    toast: "Consultation Accepted",
  },
  rescheduled: {
    title: "Change the time",
    button: "Save new time",
    busy: "Saving...",
    toast: "Consultation Rescheduled",
  },
  rejected: {
    title: "Reject consultation",
    button: "Reject",
    busy: "Rejecting...",
    toast: "Consultation Rejected",
  },
  declined: {
    title: "Decline booking",
    button: "Decline",
    busy: "Declining...",
    toast: "Consultation Declined",
  },
  completed: {
    title: "Mark consultation complete",
    button: "Mark Complete",
    busy: "Saving...",
    toast: "Consultation Completed",
  },
};

function DecisionDialog({
  id,
  action,
  notes,
  time,
  onClose,
}: {
  id: string;
  action: Action;
  notes: string;
  /** The time the field starts with (IST datetime-local): the scheduled one, else the member's preference. */
  time: string;
  onClose: () => void;
}) {
  const router = useRouter();
  const status = action === "rescheduled" ? "accepted" : action === "declined" ? "rejected" : action;
  const timed = status === "accepted";
  const { form, onSubmit } = useApiForm({
    schema: consultationDecisionInput,
    defaultValues: { status, scheduledDate: timed ? time : "", adminNotes: notes },
    send: (_, values) =>
      apiFetch(`/api/admin/consultations/${id}`, {
        method: "PUT",
        body: {
          status,
          adminNotes: values.adminNotes ?? "",
          ...(timed && values.scheduledDate
            ? { scheduledDate: fromIstInput(String(values.scheduledDate)) }
            : {}),
        },
      }),
    success: () => ({ title: copy[action].toast, description: "The member has been told by email." }),
    onSuccess: () => {
      onClose();
      router.refresh();
    },
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={copy[action].title}
        description={
          action === "declined"
            ? "The slot is freed, the booking's coins are taken back and the member is mailed your reason with a calendar cancellation."
            : timed
              ? "The member is mailed the time with a calendar entry, and sees your notes in My Consultations."
              : "The member sees your notes in My Consultations."
        }
      >
        <Form form={form} onSubmit={onSubmit} idPrefix={`consultation-${action}`} className="gap-5">
          {timed && (
            <TextField
              name="scheduledDate"
              label="Scheduled for (IST)"
              required
              hint="A date and time in the future, India Standard Time."
              type="datetime-local"
            />
          )}
          {action === "declined" ? (
            <TextAreaField
              name="adminNotes"
              label="Reason for the member"
              required
              rows={3}
              maxLength={2000}
            />
          ) : (
            <TextAreaField
              name="adminNotes"
              label="Notes for the member"
              optional
              rows={3}
              maxLength={2000}
            />
          )}
          <SubmitButton loadingText={copy[action].busy} className="w-full">
            {copy[action].button}
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Accept (at a time) or Reject a pending request; Change time or Mark Complete an accepted one; a booked slot
 * (`slotted`: confirmed by the slot) can also be declined with a reason. Each asks for notes.
 */
export function ConsultationActions({
  id,
  topic,
  status,
  notes,
  scheduledDate,
  preferredDate,
  slotted = false,
}: {
  slotted?: boolean;
  id: string;
  topic: string;
  status: string;
  notes: string;
  scheduledDate: string | null;
  preferredDate: string | null;
}) {
  const [action, setAction] = useState<Action | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      {status === "pending" && (
        <>
          <Button size="sm" onClick={() => setAction("accepted")} aria-label={`Accept: ${topic}`}>
            <Check aria-hidden className="size-4" /> Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAction("rejected")}
            aria-label={`Reject: ${topic}`}
          >
            <X aria-hidden className="size-4" /> Reject
          </Button>
        </>
      )}
      {status === "accepted" && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAction("rescheduled")}
            aria-label={`Change time: ${topic}`}
          >
            <CalendarClock aria-hidden className="size-4" /> Change time
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setAction("completed")}
            aria-label={`Mark complete: ${topic}`}
          >
            <CheckCheck aria-hidden className="size-4" /> Mark Complete
          </Button>
          {slotted && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setAction("declined")}
              aria-label={`Decline: ${topic}`}
            >
              <X aria-hidden className="size-4" /> Decline
            </Button>
          )}
        </>
      )}
      {action && (
        <DecisionDialog
          id={id}
          action={action}
          notes={notes}
          time={toIstInput(scheduledDate ?? preferredDate)}
          onClose={() => setAction(null)}
        />
      )}
    </div>
  );
}
