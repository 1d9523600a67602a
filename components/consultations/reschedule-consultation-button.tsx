"use client";

import { CalendarClock } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { useRef, useState } from "react";
import { SlotPicker } from "@/components/consultations/slot-picker";
import { useFreeSlots } from "@/components/consultations/use-free-slots";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import type { ConsultationDto } from "@/lib/consultations/dto";
import { consultationMessages as m } from "@/lib/consultations/messages";
import { rescheduleInput } from "@/lib/consultations/schema";
import { formatEventDate, formatIstTime, formatIstWeekday } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * Change time on the member's own booked slot (shown while they may still move it, like Cancel booking): a dialog
 * with the free slots (never its own), Cancel focused first; a 409 keeps it open with the server's message.
 */
export function RescheduleConsultationButton({
  id,
  topic,
  scheduledDate,
}: {
  id: string;
  topic: string;
  scheduledDate: string | null;
}) {
  const t = useTranslations("consultations");
  const locale = useLocale();
  const router = useRouter();
  const keep = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(0);
  // Read when the dialog opens and again after a 409; none readable is none free.
  const answer = useFreeSlots(read, open);
  const free = answer === null ? { enabled: false, sessionMinutes: 0, slots: [] } : answer;
  const current = scheduledDate ? new Date(scheduledDate).getTime() : NaN;
  const slots = (free?.slots ?? []).filter((s) => new Date(s.start).getTime() !== current);
  const { form, onSubmit } = useApiForm({
    schema: rescheduleInput,
    defaultValues: { slotStart: "" },
    send: (_data, values) =>
      apiFetch<{ consultation: ConsultationDto }>(`/api/consultations/${id}/reschedule`, {
        method: "POST",
        body: { slotStart: values.slotStart },
      }),
    success: ({ consultation }) => ({
      title: t("reschedule.movedTitle"),
      description: t("reschedule.movedDescription", {
        time: t("istTime", { time: formatEventDate(consultation.scheduledDate, locale) }),
      }),
    }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
    failure: ({ message, error }) => {
      // Taken meanwhile, or now within 12 hours: the message stays in the dialog and the free times are read again.
      if (error instanceof ApiClientError && error.status === 409) {
        form.setValue("slotStart", "");
        form.clearErrors("slotStart"); // the message above says it in full
        setRead((n) => n + 1);
      }
      return { title: t("reschedule.failedTitle"), description: message || m.failedDescription };
    },
    failureAbove: true,
  });
  const chosen = String(form.watch("slotStart") ?? "");
  const problem = form.formState.errors.root?.server?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset({ slotStart: "" });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={t("reschedule.triggerAria", { topic })}>
          <CalendarClock aria-hidden className="size-4" /> {t("reschedule.trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t("reschedule.title")}
        description={t("reschedule.description", { topic })}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keep.current?.focus();
        }}
      >
        <Form
          form={form}
          onSubmit={onSubmit}
          idPrefix={`reschedule-${id}`}
          aria-label={t("reschedule.title")}
        >
          {!free ? (
            <p role="status" className="text-sm text-muted">
              {t("readingTimes")}
            </p>
          ) : (
            <SlotPicker key={read} slots={slots} sessionMinutes={free.sessionMinutes} moving />
          )}
          {problem && (
            <p id={`reschedule-${id}-message`} role="alert" className="text-sm text-danger">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button ref={keep} variant="secondary">
                {t("reschedule.cancel")}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              loadingText={t("reschedule.moving")}
              className="max-w-full whitespace-normal text-center"
            >
              {chosen
                ? t("reschedule.moveTo", {
                    day: formatIstWeekday(chosen, locale),
                    time: formatIstTime(chosen, locale),
                  })
                : t("reschedule.move")}
            </Button>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
