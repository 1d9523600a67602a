"use client";

import { Check, CheckCheck, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { consultationDecisionInput } from "@/lib/consultations/schema";
import { fromIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";

type Action = "accepted" | "rejected" | "completed";

const copy: Record<Action, { title: string; button: string; busy: string; toast: string }> = {
  accepted: {
    title: "Accept consultation",
    button: "Accept",
    busy: "Accepting...",
    toast: "Consultation Accepted",
  },
  rejected: {
    title: "Reject consultation",
    button: "Reject",
    busy: "Rejecting...",
    toast: "Consultation Rejected",
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
  onClose,
}: {
  id: string;
  action: Action;
  notes: string;
  onClose: () => void;
}) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: consultationDecisionInput,
    defaultValues: { status: action, scheduledDate: "", adminNotes: notes },
    send: (_, values) =>
      apiFetch(`/api/admin/consultations/${id}`, {
        method: "PUT",
        body: {
          status: action,
          adminNotes: values.adminNotes ?? "",
          ...(action === "accepted" && values.scheduledDate
            ? { scheduledDate: fromIstInput(String(values.scheduledDate)) }
            : {}),
        },
      }),
    success: () => ({ title: copy[action].toast, description: "The member has been told by email." }),
    onSuccess: () => {
      onClose();
      router.refresh();
    },
    failure: ({ message }) => ({ title: "Update Failed", description: message || "Please try again later." }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={copy[action].title} description="The member sees your notes in My Consultations.">
        <Form form={form} onSubmit={onSubmit} idPrefix={`consultation-${action}`} className="gap-5">
          {action === "accepted" && (
            <TextField name="scheduledDate" label="Scheduled for (IST)" optional type="datetime-local" />
          )}
          <TextAreaField name="adminNotes" label="Notes for the member" optional rows={3} maxLength={2000} />
          <SubmitButton loadingText={copy[action].busy} className="w-full">
            {copy[action].button}
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Accept (with a time) or Reject a pending request; Mark Complete an accepted one. Each asks for notes. */
export function ConsultationActions({
  id,
  topic,
  status,
  notes,
}: {
  id: string;
  topic: string;
  status: string;
  notes: string;
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
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAction("completed")}
          aria-label={`Mark complete: ${topic}`}
        >
          <CheckCheck aria-hidden className="size-4" /> Mark Complete
        </Button>
      )}
      {action && <DecisionDialog id={id} action={action} notes={notes} onClose={() => setAction(null)} />}
    </div>
  );
}
