"use client";

import { useRouter } from "next/navigation";
import { formMessages } from "@/lib/validation/messages";
import { Form, SelectField, SubmitButton, TextField } from "@/components/ui/form";
import { manualCoinsRequired } from "@/lib/admin/messages";
import { manualCoinsInput } from "@/lib/admin/schema";
import { apiFetch } from "@/lib/client/api";
import { useApiForm } from "@/lib/forms/use-api-form";
import { plural } from "@/lib/format/plural";

/** A manual credit or debit for a member found by email; the reason shows in their Transaction History. */
export function ManualCoinsForm() {
  const router = useRouter();
  const { form, onSubmit } = useApiForm({
    schema: manualCoinsInput,
    defaultValues: { email: "", amount: "", type: "credit" as const, reason: "" },
    send: (data) =>
      apiFetch<{ email: string; type: "credit" | "debit"; balance: number }>("/api/admin/coins", {
        body: data,
      }),
    success: (r) => ({
      title: r.type === "credit" ? "Coins Credited" : "Coins Debited",
      description: `${r.email} now has ${plural(r.balance, "coin")}.`,
    }),
    onSuccess: () => router.refresh(),
    invalid: ({ first }) => ({
      title: "Invalid Input",
      description: first === manualCoinsRequired || !first ? manualCoinsRequired : first,
    }),
    failure: ({ message }) => ({
      title: "Transaction Failed",
      description: message || formMessages.tryAgainLater,
    }),
  });
  return (
    <Form form={form} onSubmit={onSubmit} idPrefix="manual-coins" className="gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="email"
          label="Member email"
          required
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
        />
        <TextField name="amount" label="Amount" required inputMode="numeric" placeholder="50" />
        <SelectField
          name="type"
          label="Type"
          required
          options={[
            { value: "credit", label: "Credit (add coins)" },
            { value: "debit", label: "Debit (take coins)" },
          ]}
        />
        <TextField
          name="reason"
          label="Reason"
          required
          maxLength={200}
          placeholder="Hackathon volunteer"
          className="sm:col-span-2"
        />
      </div>
      <SubmitButton loadingText="Saving..." className="self-start">
        Save transaction
      </SubmitButton>
    </Form>
  );
}
