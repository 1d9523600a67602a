"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useLeadForm } from "@/components/services/use-lead-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { describedBy, Field, Input, Textarea } from "@/components/ui/field";
import { leadMessages, ServiceDemoInput } from "@/lib/leads/schema";

/** The service demo dialog (public §3, §5): fullName and email required. */
export function ServiceDemoDialog({ service, slug }: { service: string; slug: string }) {
  const [open, setOpen] = useState(false);
  const { errors, sending, onSubmit } = useLeadForm({
    schema: ServiceDemoInput,
    kind: "service-demo",
    required: ["fullName", "email"],
    onSuccess: () => {
      setOpen(false);
      toast.success(leadMessages.serviceDemo);
    },
  });
  const id = (field: string) => `${slug}-${field}`;

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
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <input type="hidden" name="service" value={service} />
          <Field id={id("fullName")} label="Full name" required error={errors.fullName}>
            <Input
              {...describedBy(id("fullName"), errors.fullName)}
              name="fullName"
              autoComplete="name"
              required
            />
          </Field>
          <Field id={id("email")} label="Email" required error={errors.email}>
            <Input
              {...describedBy(id("email"), errors.email)}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
          </Field>
          <Field id={id("organization")} label="Organisation" error={errors.organization}>
            <Input
              {...describedBy(id("organization"), errors.organization)}
              name="organization"
              autoComplete="organization"
            />
          </Field>
          <Field
            id={id("preferredDateTime")}
            label="Preferred date and time (IST)"
            error={errors.preferredDateTime}
          >
            <Input
              {...describedBy(id("preferredDateTime"), errors.preferredDateTime)}
              name="preferredDateTime"
              type="datetime-local"
            />
          </Field>
          <Field id={id("message")} label="Message" error={errors.message}>
            <Textarea {...describedBy(id("message"), errors.message)} name="message" maxLength={2000} />
          </Field>
          <Button type="submit" size="lg" loading={sending} loadingText="Sending..." className="mt-2">
            Request Demo
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
