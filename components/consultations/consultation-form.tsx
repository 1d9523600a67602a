"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { ButtonLink } from "@/components/ui/button";
import { Form, SubmitButton, TextAreaField, TextField } from "@/components/ui/form";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { consultationInput } from "@/lib/consultations/schema";
import { bookedDescription, consultationMessages as m } from "@/lib/consultations/messages";
import { fromIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";

type Answer = { coinsAwarded: number };

const empty = { name: "", email: "", mobile: "", topic: "", message: "", preferredDate: "" };

function Booked({ coins }: { coins: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <CheckCircle2 aria-hidden className="size-14 text-success" />
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-40 text-2xl font-semibold outline-none">
        {m.bookedTitle}
      </h2>
      <p className="max-w-sm text-muted">{bookedDescription(coins)}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <ButtonLink href="/dashboard/consultations">View My Consultations</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/** The consultation request: prefilled from the profile, login required to send, a success screen after. */
export function ConsultationForm() {
  const { session, refresh } = useSession();
  const { checking, gate } = useMemberGate();
  const [booked, setBooked] = useState<Answer | null>(null);
  const { form, onSubmit } = useApiForm({
    schema: consultationInput,
    defaultValues: empty,
    send: (_data, values) =>
      apiFetch<Answer>("/api/consultations", {
        body: { ...values, preferredDate: fromIstInput(String(values.preferredDate ?? "")) || undefined },
      }),
    onSuccess: (answer) => {
      setBooked(answer);
      void refresh();
    },
    failure: ({ message, error }) => ({
      title: m.failedTitle,
      description:
        error instanceof ApiClientError && (error.status === 409 || error.status === 429)
          ? message
          : m.failedDescription,
    }),
    failureAbove: true,
  });

  const profile = session ? session.profile : null;
  useEffect(() => {
    if (!profile) return;
    const current = form.getValues();
    for (const key of ["name", "email", "mobile"] as const) {
      if (!current[key] && profile[key]) form.setValue(key, profile[key]);
    }
  }, [profile, form]);

  if (booked) return <Booked coins={booked.coinsAwarded} />;

  return (
    <Form
      form={form}
      idPrefix="consultation"
      aria-label="Consultation request"
      onSubmit={(event) => {
        event.preventDefault();
        void gate({
          guest: { title: m.loginTitle, description: m.loginDescription },
          returnUrl: "/consultation",
          member: () => void onSubmit(),
        });
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={100} />
        <TextField name="email" label="Email" required type="email" autoComplete="email" />
        <TextField name="mobile" label="Mobile" required type="tel" autoComplete="tel" maxLength={20} />
        <TextField
          name="preferredDate"
          label="Preferred date and time (IST)"
          optional
          type="datetime-local"
          hint="We confirm the time with you by email."
        />
      </div>
      <TextField
        name="topic"
        label="Topic"
        required
        maxLength={150}
        placeholder="e.g. Smart contract audit, AI agent architecture, career switch"
      />
      <TextAreaField
        name="message"
        label="Message"
        required
        maxLength={2000}
        rows={5}
        placeholder="What are you building, where are you stuck, and what would make this session a success?"
      />
      <SubmitButton loadingText="Booking..." className="self-start" disabled={checking}>
        {checking ? "Booking..." : "Book Consultation"}
      </SubmitButton>
    </Form>
  );
}
