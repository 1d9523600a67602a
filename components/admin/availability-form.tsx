"use client";

import { useRouter } from "next/navigation";
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import type { AvailabilityForm as Values } from "@/lib/consultations/availability";
import { availabilityInput } from "@/lib/consultations/schema";
import { useApiForm } from "@/lib/forms/use-api-form";
import { formMessages } from "@/lib/validation/messages";

const days = [
  ["mon", "Monday"],
  ["tue", "Tuesday"],
  ["wed", "Wednesday"],
  ["thu", "Thursday"],
  ["fri", "Friday"],
  ["sat", "Saturday"],
  ["sun", "Sunday"],
] as const;

/** The weekly hours (IST), session length, meeting link and blocked days members book slots in. */
export function AvailabilityForm({ availability }: { availability: Values }) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: availabilityInput,
    defaultValues: availability,
    send: (_data, values) =>
      apiFetch("/api/admin/consultations/availability", { method: "PUT", body: values }),
    success: () => ({ title: "Availability Saved", description: "Members see the new free times now." }),
    onSuccess: () => router.refresh(),
    keepValues: true,
    invalid: ({ first }) => ({ title: "Invalid Input", description: first }),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="availability" className="gap-5" aria-label="Availability">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="sessionMinutes"
          label="Session length"
          required
          options={[
            { value: "30", label: "30 minutes" },
            { value: "45", label: "45 minutes" },
            { value: "60", label: "60 minutes" },
          ]}
        />
        <TextField
          name="meetingUrl"
          label="Meeting link"
          optional
          type="url"
          placeholder="https://meet.google.com/…"
          hint="Mailed with every booking and reminder."
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium">Weekly hours (IST)</legend>
        <p className="text-sm text-muted">
          Leave both times empty on a day you are closed. No open day turns slots off.
        </p>
        <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
          {days.map(([key, label]) => (
            <div key={key} className="grid grid-cols-2 gap-3">
              <TextField name={`hours.${key}.start`} label={`${label} from`} type="time" />
              <TextField name={`hours.${key}.end`} label={`${label} to`} type="time" />
            </div>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        name="blockedDates"
        label="Blocked dates"
        optional
        rows={3}
        hint="One date a line, as YYYY-MM-DD: no slots on these days."
      />
      <SubmitButton loadingText="Saving..." className="self-start">
        Save availability
      </SubmitButton>
    </Form>
  );
}
