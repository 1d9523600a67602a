"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { leadMessages, ServiceDemoInput } from "@/lib/leads/schema";
import { leadFailureToast, leadInvalidToast } from "@/lib/leads/toasts";

/** The service demo dialog: full name and email required. */
export function ServiceDemoDialog({ service, slug }: { service: string; slug: string }) {
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: ServiceDemoInput,
    defaultValues: {
      kind: "service-demo",
      service,
      fullName: "",
      email: "",
      organization: "",
      preferredDateTime: "",
      message: "",
    },
    send: (data) => apiFetch("/api/leads", { body: data }),
    success: () => ({ title: leadMessages.serviceDemo }),
    onSuccess: () => setOpen(false),
    invalid: leadInvalidToast("service-demo", ["fullName", "email"]),
    failure: leadFailureToast,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Request a demo of ${service}`}>
          Request a demo
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Request a demo: ${service}`}
        description="We'll reach out within 24 hours to schedule it."
      >
        <Form form={form} onSubmit={onSubmit} idPrefix={slug} className="gap-4">
          <TextField name="fullName" label="Full name" required autoComplete="name" />
          <TextField name="email" label="Email" required type="email" autoComplete="email" />
          <TextField name="organization" label="Organisation" optional autoComplete="organization" />
          <TextField
            name="preferredDateTime"
            label="Preferred date and time (IST)"
            optional
            type="datetime-local"
          />
          <TextAreaField name="message" label="Message" optional maxLength={2000} />
          <SubmitButton loadingText="Sending..." className="mt-2">
            Request Demo
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
