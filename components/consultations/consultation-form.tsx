"use client";

import { useLocale, useTranslations } from "#i18n";
import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import {
  ConsultationFields,
  PreferredTimeField,
  ReadingTimes,
} from "@/components/consultations/consultation-fields";
import { SlotPicker } from "@/components/consultations/slot-picker";
import { useFreeSlots } from "@/components/consultations/use-free-slots";
import { boundKit, TypedValues } from "@/components/forms/bound-kit";
import { Button, ButtonLink } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import { consultationInput } from "@/lib/consultations/schema";
import { consultationMessages as m } from "@/lib/consultations/messages";
import { formatEventDate, fromIstInput } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import { localizedPath } from "@/lib/i18n/locales";
import { Icon } from "@/components/ui/icon";

type Answer = { coinsAwarded: number; consultation: { scheduledDate: string | null } };

const empty = { name: "", email: "", mobile: "", topic: "", message: "", preferredDate: "", slotStart: "" };

/** The success screen: a booked slot is confirmed at its time; a request is answered by email. */
function Booked({ coins, time }: { coins: number; time: string | null }) {
  const t = useTranslations("consultations");
  const locale = useLocale();
  const earned = coins > 0 ? `${t("earned", { count: coins })} ` : "";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <Icon name="check-circle" className="size-14 text-success" />
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-40 text-2xl font-semibold outline-none">
        {time ? t("bookedTitle") : t("requestedTitle")}
      </h2>
      <p className="max-w-sm text-muted">
        {earned}
        {time
          ? t("confirmed", { time: t("istTime", { time: formatEventDate(time, locale) }) })
          : t("replyByEmail")}
      </p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <ButtonLink href={localizedPath(locale, "/dashboard/consultations")}>{t("viewMine")}</ButtonLink>
        <ButtonLink href={localizedPath(locale, "/")} variant="secondary">
          {t("backHome")}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The consultation request, working (LazyConsultationForm loads it): prefilled from the profile (the Email is the
 * account's, read-only), login required to send, a success screen after. With free slots, picking one is the way
 * and "No time suits me" a secondary choice that makes it a request with a preferred time; without, only the
 * request.
 */
export function ConsultationForm({ typed }: { typed?: Record<string, string | boolean> }) {
  const t = useTranslations("consultations");
  const { session, refresh } = useSession();
  const { checking, gate } = useMemberGate();
  const [booked, setBooked] = useState<Answer | null>(null);
  const [slotsRead, setSlotsRead] = useState(0);
  // Undefined while read; null when they could not be (then a request is the way).
  const free = useFreeSlots(slotsRead);
  const [noFixedTime, setNoFixedTime] = useState(false);
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
        title: t("failedTitle"),
        description:
          error instanceof ApiClientError && [400, 409, 429].includes(error.status)
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
    for (const key of ["name", "mobile"] as const) {
      if (!current[key] && profile[key]) form.setValue(key, profile[key]);
    }
    // The account's address, always: it is the only one the server mails.
    form.setValue("email", profile.email);
  }, [profile, form]);

  if (booked) return <Booked coins={booked.coinsAwarded} time={booked.consultation.scheduledDate} />;

  const hasSlots = !!free?.enabled && free.slots.length > 0;
  const picking = hasSlots && !noFixedTime;

  /** Switches between picking a free time and a request without one (the other's value is cleared). */
  const switchTo = (request: boolean) => {
    form.setValue(request ? "slotStart" : "preferredDate", "");
    form.clearErrors(["slotStart", "preferredDate"]);
    setNoFixedTime(request);
  };

  const time =
    free === undefined ? (
      <ReadingTimes />
    ) : (
      <div className="flex flex-col gap-3">
        {picking ? (
          <SlotPicker slots={free!.slots} sessionMinutes={free!.sessionMinutes} />
        ) : (
          <PreferredTimeField
            kit={boundKit}
            hint={free?.enabled && !hasSlots ? t("noFreeTimesHint") : undefined}
          />
        )}
        {hasSlots && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="max-w-full self-start whitespace-normal text-left"
            onClick={() => switchTo(picking)}
          >
            {picking ? t("requestInstead") : t("pickInstead")}
          </Button>
        )}
      </div>
    );

  return (
    <Form
      form={form}
      idPrefix="consultation"
      aria-label={t("formLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        void gate({
          guest: { title: t("loginTitle"), description: t("loginDescription") },
          returnUrl: "/consultation",
          member: async () => {
            if (profile) form.setValue("email", profile.email);
            // Picking a free time is the way while there are some: no time picked is a missing answer.
            if (picking && !form.getValues("slotStart")) {
              await form.trigger();
              form.setError("slotStart", { type: "manual", message: m.slotRequired });
              document.getElementById("consultation-slotStart-day")?.focus();
              return;
            }
            void onSubmit();
          },
        });
      }}
    >
      <ConsultationFields kit={boundKit} checking={checking} time={time} />
      <TypedValues values={typed} />
    </Form>
  );
}
