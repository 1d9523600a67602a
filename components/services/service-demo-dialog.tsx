"use client";

import { useLeadDialog } from "@/components/services/use-lead-dialog";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { leadMessages, ServiceDemoInput } from "@/lib/leads/schema";

/** The service demo dialog: full name and email required. */
export function ServiceDemoDialog({ service, slug }: { service: string; slug: string }) {
  const dialog = useLeadDialog({
    kind: "service-demo",
    required: ["fullName", "email"],
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
    success: () => ({ title: leadMessages.serviceDemo }),
  });

  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Request a demo of ${service}`}>
          Request a demo
        </Button>
      }
      title={`Request a demo: ${service}`}
      description="We'll reach out within 24 hours to schedule it."
      idPrefix={slug}
      className="gap-4"
      submit={{ children: "Request Demo", loadingText: "Sending...", className: "mt-2" }}
    >
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
    </FormDialog>
  );
}
