"use client";

import { ProfilePrefill } from "@/components/accounts/profile-prefill";
import { useLeadDialog } from "@/components/services/use-lead-dialog";
import { TextAreaField, TextField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { serviceDemoInput } from "@/lib/leads/schema";
import { leadMessages } from "@/lib/leads/messages";

/**
 * The demo request of /services, the one form every entry point opens: full name and email required. From a
 * service card (`service`, `slug`) it names that service; without them it is the page's own Request a Demo.
 * ServiceDemoButton fetches it when it is first opened.
 */
export function ServiceDemoDialog({
  service,
  slug,
  open,
  onOpenChange,
}: {
  service?: string;
  slug?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const dialog = useLeadDialog({
    open,
    onOpenChange,
    kind: "service-demo",
    required: ["fullName", "email"],
    schema: serviceDemoInput,
    defaultValues: {
      kind: "service-demo",
      service: service ?? "",
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
      title={service ? `Request a demo: ${service}` : "Request a demo"}
      description="We'll reach out within 24 hours to schedule it."
      idPrefix={slug ?? "demo"}
      className="gap-4"
      submit={{ children: "Request Demo", loadingText: "Sending...", className: "mt-2" }}
    >
      <ProfilePrefill name="fullName" email="email" />
      <TextField name="fullName" label="Full name" required autoComplete="name" />
      <TextField name="email" label="Email" required type="email" autoComplete="email" />
      <TextField name="organization" label="Organisation" optional autoComplete="organization" />
      <TextField
        name="preferredDateTime"
        label="Preferred date and time (IST)"
        optional
        type="datetime-local"
      />
      <TextAreaField
        name="message"
        label="Message"
        optional
        maxLength={2000}
        placeholder="What are you building, and what would you like to see?"
      />
    </FormDialog>
  );
}
