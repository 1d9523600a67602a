"use client";

import { CalendarCheck } from "lucide-react";
import { useLeadDialog } from "@/components/services/use-lead-dialog";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/form";
import { FormDialog } from "@/components/ui/form-dialog";
import { FieldGrid, type FieldSpec } from "@/components/ui/form-fields";
import { DemoBookingInput, leadMessages, projectTypes } from "@/lib/leads/schema";

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

const pair = "grid gap-4 sm:grid-cols-2";
const who: FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name" },
  { name: "email", label: "Email", required: true, type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", optional: true, type: "tel", autoComplete: "tel", placeholder: "+91" },
  { name: "company", label: "Company", optional: true, autoComplete: "organization" },
];
const when: FieldSpec[] = [
  { name: "preferredDate", label: "Preferred date", optional: true, type: "date" },
  { name: "preferredTime", label: "Preferred time (IST)", optional: true, type: "time" },
];

/** The demo booking dialog: name, email and project type required. */
export function DemoBookingDialog() {
  const dialog = useLeadDialog({
    kind: "demo-booking",
    required: ["name", "email", "projectType"],
    schema: DemoBookingInput,
    defaultValues: empty,
    success: () => ({ title: leadMessages.demoBooked, description: leadMessages.demoBookedDetail }),
  });

  return (
    <FormDialog
      {...dialog}
      trigger={
        <Button size="lg">
          <CalendarCheck aria-hidden className="size-4" /> Book a Demo
        </Button>
      }
      title="Book a demo"
      description="Tell us about your project. A lead engineer will confirm a 30-60 minute session within 24 hours."
      idPrefix="demo"
      className="gap-4"
      submit={{ children: "Book Demo", loadingText: "Booking...", className: "mt-2" }}
    >
      <FieldGrid fields={who} className={pair} />
      <SelectField
        name="projectType"
        label="Project type"
        required
        placeholder="Choose a project type"
        options={projectTypes}
      />
      <FieldGrid fields={when} className={pair} />
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
