"use client";

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Form, SubmitButton, TextAreaField } from "@/components/ui/form";
import { rejectionInput } from "@/lib/listings/schema";
import { useApiForm, type ToastText } from "@/lib/forms/use-api-form";

/** Asks for the reason of a rejection (5–500 characters, required), then runs `reject` with it. */
export function RejectDialog<R>({
  open,
  onOpenChange,
  title,
  reject,
  success,
  failure,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  reject: (reason: string) => Promise<R>;
  success: (result: R) => ToastText;
  failure: (message: string) => ToastText;
  onDone: () => void;
}) {
  const { form, onSubmit } = useApiForm({
    schema: rejectionInput,
    defaultValues: { rejectionReason: "" },
    send: (data) => reject(data.rejectionReason),
    success,
    onSuccess: () => {
      onOpenChange(false);
      onDone();
    },
    failure: ({ message }) => failure(message),
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description="The poster reads this reason in their dashboard and by email."
      >
        <Form form={form} onSubmit={onSubmit} idPrefix="reject" className="gap-5">
          <TextAreaField
            name="rejectionReason"
            label="Reason"
            rows={3}
            maxLength={500}
            hint="At least 5 characters."
          />
          <SubmitButton loadingText="Rejecting..." variant="destructive" className="w-full">
            Reject
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
