"use client";

// The bar over the applicants: how many are selected, and Reject selected, which asks for one message (sent to
// each of them), names what follows, then rejects them all or none.
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useApplicantSelection } from "@/components/applications/applicant-selection";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { TextAreaField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { bulkRejectionForm } from "@/lib/applications/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { plural, pluralNoun } from "@/lib/format/plural";
import { formMessages } from "@/lib/validation/messages";

export function BulkReject({ jobId }: { jobId: string }) {
  const router = useRouter();
  const { ids, clear } = useApplicantSelection();
  const [open, setOpen] = useState(false);
  const count = plural(ids.length, "applicant");
  const { form, onSubmit } = useApiForm({
    schema: bulkRejectionForm,
    defaultValues: { message: "" },
    send: (data) =>
      apiFetch<{ rejected: string[] }>(`/api/jobs/${jobId}/applications/reject`, {
        body: { ids, message: data.message },
      }),
    success: ({ rejected }) => ({
      title: "Applications Rejected",
      description: `${plural(rejected.length, "applicant")} told by email.`,
    }),
    onSuccess: () => {
      setOpen(false);
      clear();
      router.refresh();
    },
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Selected applicants">
      <p className="text-sm text-muted" aria-live="polite">
        {ids.length === 0 ? "Select pending applicants to reject several at once." : `${count} selected`}
      </p>
      {ids.length > 0 && (
        <FormDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button size="sm" variant="secondary">
              <X aria-hidden className="size-4" /> Reject selected
            </Button>
          }
          title={`Reject ${count}?`}
          description={`${pluralNoun(ids.length, "The applicant is", `Each of the ${count} is`)} emailed once that you are not going ahead, with your message below. This cannot be undone.`}
          form={form}
          onSubmit={onSubmit}
          idPrefix="bulk-reject"
          className="gap-5"
          submit={{
            children: `Reject ${count}`,
            loadingText: "Rejecting...",
            variant: "destructive",
            className: "w-full",
          }}
        >
          <TextAreaField
            name="message"
            label="Message to the applicants (optional)"
            rows={3}
            maxLength={1000}
          />
        </FormDialog>
      )}
    </div>
  );
}
