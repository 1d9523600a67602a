"use client";

import { useRouter } from "next/navigation";
import { formMessages } from "@/lib/validation/messages";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import { coinSettingsInput, type CoinSettings } from "@/lib/coins/schema";
import { useApiForm } from "@/lib/forms/use-api-form";

const fields: { name: keyof CoinSettings; label: string; hint: string }[] = [
  {
    name: "profileCompletion",
    label: "Profile completion",
    hint: "Paid once, for a first name, last name and bio",
  },
  {
    name: "referralBonus",
    label: "Referral bonus",
    hint: "To the referrer, when the friend completes their profile",
  },
  { name: "referralReward", label: "Referral reward", hint: "To the friend who joined with a code" },
  { name: "consultationBooking", label: "Consultation booking", hint: "At most one paid booking a day" },
  { name: "listingSubmission", label: "Approved listing", hint: "To the poster, once per listing" },
];

/** The five coin amounts; what is not a number is saved as 0, a negative is refused. */
export function CoinSettingsForm({ settings }: { settings: CoinSettings }) {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: coinSettingsInput,
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, String(settings[f.name])])),
    send: (data) => apiFetch("/api/admin/coin-settings", { method: "PUT", body: data }),
    success: () => ({ title: "Coin Settings Updated", description: "New amounts apply to the next award." }),
    onSuccess: () => router.refresh(),
    keepValues: true,
    invalid: ({ first }) => ({ title: "Invalid Input", description: first }),
    failure: ({ message }) => ({
      title: "Update Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="coin-settings" className="gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((f) => (
          <TextField key={f.name} name={f.name} label={f.label} hint={f.hint} required inputMode="numeric" />
        ))}
      </div>
      <SubmitButton loadingText="Saving..." className="self-start">
        Save settings
      </SubmitButton>
    </Form>
  );
}
