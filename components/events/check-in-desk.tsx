"use client";

// The door: scan a ticket's QR code with the camera (loaded only on this page) or type its code; each answer shows
// who it is, or why not ("Already checked in at 6:04 pm"), and the count of who has arrived.
import { CheckCircle2, CircleAlert, TriangleAlert } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "#i18n";
import { useCallback, useState } from "react";
import { Form, SubmitButton, TextField } from "@/components/ui/form";
import { apiFetch, ApiClientError } from "@/lib/client/api";
import type { CheckInResult } from "@/lib/events/registration-decisions";
import { checkInInput } from "@/lib/events/registration-schema";
import { formatIstTime } from "@/lib/format/date";
import { useApiForm } from "@/lib/forms/use-api-form";
import { cn } from "@/lib/cn";

const QrCamera = dynamic(() => import("@/components/events/qr-camera").then((m) => m.QrCamera), {
  ssr: false,
});

type Outcome = { tone: "success" | "warning" | "danger"; title: string; detail: string; at: number };

const looks = {
  success: { icon: CheckCircle2, box: "border-success/50 bg-success/10", text: "text-success" },
  warning: { icon: TriangleAlert, box: "border-warning/50 bg-warning/10", text: "text-warning" },
  danger: { icon: CircleAlert, box: "border-danger/50 bg-danger/10", text: "text-danger" },
} as const;

function OutcomeCard({ outcome }: { outcome: Outcome }) {
  const look = looks[outcome.tone];
  return (
    <div className={cn("flex items-start gap-3 rounded-2xl border p-4", look.box)}>
      <look.icon aria-hidden className={cn("mt-0.5 size-6 shrink-0", look.text)} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-lg font-semibold wrap-anywhere">{outcome.title}</p>
        {outcome.detail && <p className="text-sm text-muted wrap-anywhere">{outcome.detail}</p>}
      </div>
    </div>
  );
}

type Answer = CheckInResult & { success: true };

export function CheckInDesk({
  eventId,
  arrived: arrivedAtFirst,
  registered: registeredAtFirst,
}: {
  eventId: string;
  arrived: number;
  registered: number;
}) {
  const t = useTranslations("eventsCheckIn");
  const locale = useLocale();
  const [counts, setCounts] = useState({ arrived: arrivedAtFirst, registered: registeredAtFirst });
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const url = `/api/events/${encodeURIComponent(eventId)}/registrations/check-in`;

  const show = useCallback((outcome: Omit<Outcome, "at">) => {
    setOutcomes((list) => [{ ...outcome, at: Date.now() }, ...list].slice(0, 8));
  }, []);

  const took = useCallback(
    (answer: Answer) => {
      setCounts({ arrived: answer.arrived, registered: answer.registered });
      const { name, number, checkedInAt } = answer.attendee;
      show(
        answer.result === "checked_in"
          ? { tone: "success", title: t("checkedIn", { name }), detail: t("ticket", { number }) }
          : {
              tone: "warning",
              title: checkedInAt
                ? t("alreadyCheckedIn", { time: formatIstTime(checkedInAt, locale) })
                : answer.message,
              detail: t("who", { name, number }),
            },
      );
    },
    [show, t, locale],
  );

  const refused = useCallback(
    (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : t("failed");
      show({ tone: "danger", title: message, detail: "" });
    },
    [show, t],
  );

  const scanned = useCallback(
    (code: string) => {
      apiFetch<Answer>(url, { method: "POST", body: { code } }).then(took, refused);
    },
    [url, took, refused],
  );

  const { form, onSubmit } = useApiForm({
    schema: checkInInput,
    defaultValues: { code: "" },
    send: (data) => apiFetch<Answer>(url, { method: "POST", body: data }),
    onSuccess: took,
    failure: ({ error }) => {
      // A code that is not one stays under the field; anything else is said in the list of outcomes.
      if (!(error instanceof ApiClientError && error.errors.code)) refused(error);
      return null;
    },
  });

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-6">
        <p className="text-lg" aria-live="polite" data-testid="arrived-count">
          <span className="text-3xl font-bold">{counts.arrived}</span>
          <span className="text-muted"> {t("arrived", { registered: counts.registered })}</span>
        </p>
        <section aria-labelledby="scan-title" className="flex flex-col gap-3">
          <h2 id="scan-title" className="text-xl font-semibold">
            {t("scanTitle")}
          </h2>
          <QrCamera
            onCode={scanned}
            words={{
              viewLabel: t("camera.viewLabel"),
              start: t("camera.start"),
              stop: t("camera.stop"),
              starting: t("camera.starting"),
              pointAt: t("camera.pointAt"),
              blocked: t("camera.blocked"),
              unsupported: t("camera.unsupported"),
            }}
          />
        </section>
        <section aria-labelledby="type-title" className="flex flex-col gap-3">
          <h2 id="type-title" className="text-xl font-semibold">
            {t("typeTitle")}
          </h2>
          <Form
            form={form}
            onSubmit={onSubmit}
            idPrefix="check-in"
            className="gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              name="code"
              label={t("codeLabel")}
              hint={t("codeHint")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="flex-1"
            />
            <SubmitButton loadingText={t("checking")} className="sm:mt-7">
              {t("submit")}
            </SubmitButton>
          </Form>
        </section>
      </div>
      <section aria-labelledby="outcomes-title" className="flex flex-col gap-3">
        <h2 id="outcomes-title" className="text-xl font-semibold">
          {t("lastChecks")}
        </h2>
        <div aria-live="polite" className="flex flex-col gap-3">
          {outcomes.length === 0 ? (
            <p className="text-muted">{t("noChecks")}</p>
          ) : (
            outcomes.map((o, i) => (
              <div key={o.at + i} className={i === 0 ? "" : "opacity-70"}>
                <OutcomeCard outcome={o} />
                {i > 0 && <p className="sr-only">{t("at", { time: formatIstTime(new Date(o.at), locale) })}</p>}
              </div>
            ))
          )}
        </div>
      </section>
    </div>
  );
}
