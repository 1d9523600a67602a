"use client";

import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { DemoBookingInput, leadMessages, projectTypes } from "@/lib/leads/schema";
import { leadFailureToast, leadInvalidToast } from "@/lib/leads/toasts";

const empty = {
  kind: "demo-booking" as const,
  name: "",
  email: "",
  phone: "",
  company: "",
  projectType: "",
  preferredDate: "",
  preferredTime: "",
  message: "",
};

/** The demo booking dialog: name, email and project type required. */
export function DemoBookingDialog() {
  const [open, setOpen] = useState(false);
  const { form, onSubmit } = useApiForm({
    schema: DemoBookingInput,
    defaultValues: empty,
    send: (data) => apiFetch("/api/leads", { body: data }),
    success: () => ({ title: leadMessages.demoBooked, description: leadMessages.demoBookedDetail }),
    onSuccess: () => setOpen(false),
    invalid: leadInvalidToast("demo-booking", ["name", "email", "projectType"]),
    failure: leadFailureToast,
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <CalendarCheck aria-hidden className="size-4" /> Book a Demo
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Book a demo"
        description="Tell us about your project. A lead engineer will confirm a 30-60 minute session within 24 hours."
      >
        <Form form={form} onSubmit={onSubmit} idPrefix="demo" className="gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label="Name" required autoComplete="name" />
            <TextField name="email" label="Email" required type="email" autoComplete="email" />
            <TextField name="phone" label="Phone" optional type="tel" autoComplete="tel" placeholder="+91" />
            <TextField name="company" label="Company" optional autoComplete="organization" />
          </div>
          <SelectField
            name="projectType"
            label="Project type"
            required
            placeholder="Choose a project type"
            options={projectTypes}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="preferredDate" label="Preferred date" optional type="date" />
            <TextField name="preferredTime" label="Preferred time (IST)" optional type="time" />
          </div>
          <TextAreaField
            name="message"
            label="Message"
            optional
            maxLength={2000}
            placeholder="What are you building, and what would you like to see?"
          />
          <SubmitButton loadingText="Booking..." className="mt-2">
            Book Demo
          </SubmitButton>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
