"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { ConsultationFields } from "@/components/consultations/consultation-fields";
import { SlotPicker } from "@/components/consultations/slot-picker";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { ButtonLink } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { consultationInput } from "@/lib/consultations/schema";
import { bookedDescription, consultationMessages as m } from "@/lib/consultations/messages";
import type { FreeSlots } from "@/lib/consultations/slots";
import { formatEventDate, fromIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";

type Answer = { coinsAwarded: number; consultation: { scheduledDate: string | null } };

const empty = { name: "", email: "", mobile: "", topic: "", message: "", preferredDate: "", slotStart: "" };

function Booked({ coins, time }: { coins: number; time: string | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <CheckCircle2 aria-hidden className="size-14 text-success" />
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-40 text-2xl font-semibold outline-none">
        {m.bookedTitle}
      </h2>
      <p className="max-w-sm text-muted">
        {bookedDescription(coins, time ? `${formatEventDate(time)} IST` : null)}
      </p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <ButtonLink href="/dashboard/consultations">View My Consultations</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The consultation request, working (LazyConsultationForm loads it): prefilled from the profile, login required
 * to send, a success screen after.
 */
export function ConsultationForm({ typed }: { typed?: Record<string, string | boolean> }) {
  const { session, refresh } = useSession();
  const { checking, gate } = useMemberGate();
  const [booked, setBooked] = useState<Answer | null>(null);
  // The free slots (none when the team has set no availability: then it is a request the team answers).
  const [free, setFree] = useState<FreeSlots | null>(null);
  const [slotsRead, setSlotsRead] = useState(0);
  useEffect(() => {
    let live = true;
    apiFetch<FreeSlots>("/api/consultations/slots").then(
      (answer) => live && setFree(answer),
      () => live && setFree(null),
    );
    return () => {
      live = false;
    };
  }, [slotsRead]);
  const { form, onSubmit } = useApiForm({
    schema: consultationInput,
    defaultValues: empty,
    send: (_data, values) =>
      apiFetch<Answer>("/api/consultations", {
        body: {
          ...values,
          preferredDate: values.slotStart
            ? undefined
            : fromIstInput(String(values.preferredDate ?? "")) || undefined,
          slotStart: values.slotStart || undefined,
        },
      }),
    onSuccess: (answer) => {
      setBooked(answer);
      void refresh();
    },
    failure: ({ message, error }) => {
      // A slot taken meanwhile: the list is read again (the next free ones are in the message).
      if (error instanceof ApiClientError && error.status === 409 && form.getValues("slotStart")) {
        form.setValue("slotStart", "");
        setSlotsRead((n) => n + 1);
      }
      return {
        title: m.failedTitle,
        description:
          error instanceof ApiClientError && (error.status === 409 || error.status === 429)
            ? message
            : m.failedDescription,
      };
    },
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

  const slotChosen = !!form.watch("slotStart");

  if (booked) return <Booked coins={booked.coinsAwarded} time={booked.consultation.scheduledDate} />;

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
      <ConsultationFields
        kit={boundKit}
        slotChosen={slotChosen}
        checking={checking}
        slots={free?.enabled && <SlotPicker slots={free.slots} sessionMinutes={free.sessionMinutes} />}
      />
      <TypedValues values={typed} />
    </Form>
  );
}
