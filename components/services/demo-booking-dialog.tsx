"use client";

import { CalendarCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useLeadForm } from "@/components/services/use-lead-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { describedBy, Field, Input, Select, Textarea } from "@/components/ui/field";
import { DemoBookingInput, leadMessages, projectTypes } from "@/lib/leads/schema";

/** The demo booking dialog (public §3, §5): name, email and projectType required. */
export function DemoBookingDialog() {
  const [open, setOpen] = useState(false);
  const { errors, sending, onSubmit } = useLeadForm({
    schema: DemoBookingInput,
    kind: "demo-booking",
    required: ["name", "email", "projectType"],
    onSuccess: () => {
      setOpen(false);
      toast.success(leadMessages.demoBooked, { description: leadMessages.demoBookedDetail });
    },
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
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="demo-name" label="Name" required error={errors.name}>
              <Input {...describedBy("demo-name", errors.name)} name="name" autoComplete="name" required />
            </Field>
            <Field id="demo-email" label="Email" required error={errors.email}>
              <Input
                {...describedBy("demo-email", errors.email)}
                name="email"
                type="email"
                autoComplete="email"
                required
              />
            </Field>
            <Field id="demo-phone" label="Phone" error={errors.phone}>
              <Input
                {...describedBy("demo-phone", errors.phone)}
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder="+91"
              />
            </Field>
            <Field id="demo-company" label="Company" error={errors.company}>
              <Input
                {...describedBy("demo-company", errors.company)}
                name="company"
                autoComplete="organization"
              />
            </Field>
          </div>
          <Field id="demo-projectType" label="Project type" required error={errors.projectType}>
            <Select
              {...describedBy("demo-projectType", errors.projectType)}
              name="projectType"
              defaultValue=""
              required
            >
              <option value="" disabled>
                Choose a project type
              </option>
              {projectTypes.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </Select>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="demo-preferredDate" label="Preferred date" error={errors.preferredDate}>
              <Input
                {...describedBy("demo-preferredDate", errors.preferredDate)}
                name="preferredDate"
                type="date"
              />
            </Field>
            <Field id="demo-preferredTime" label="Preferred time (IST)" error={errors.preferredTime}>
              <Input
                {...describedBy("demo-preferredTime", errors.preferredTime)}
                name="preferredTime"
                type="time"
              />
            </Field>
          </div>
          <Field id="demo-message" label="Message" error={errors.message}>
            <Textarea
              {...describedBy("demo-message", errors.message)}
              name="message"
              maxLength={2000}
              placeholder="What are you building, and what would you like to see?"
            />
          </Field>
          <Button type="submit" size="lg" loading={sending} loadingText="Booking..." className="mt-2">
            Book Demo
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
