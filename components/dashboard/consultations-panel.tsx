import { useLocale, useTranslations } from "#i18n";
import { CancelConsultationButton } from "@/components/consultations/cancel-consultation-button";
import { RescheduleConsultationButton } from "@/components/consultations/reschedule-consultation-button";
import { PanelList } from "@/components/dashboard/panel-list";
import { ConsultationCard } from "@/components/dashboard/record-consultation";
import { ButtonLink } from "@/components/ui/button";
import type { ConsultationDto } from "@/lib/consultations/dto";
import { localizedPath } from "@/lib/i18n/locales";

/**
 * My Consultations: the member's requests, newest first, with Cancel Request on pending ones, and Change time and
 * Cancel booking on booked slots still 12 hours or more away (`cancellableSlots`, their ids).
 */
export function ConsultationsPanel({
  consultations,
  cancellableSlots = [],
}: {
  consultations: ConsultationDto[];
  cancellableSlots?: string[];
}) {
  const t = useTranslations("consultations.card");
  const locale = useLocale();
  return (
    <PanelList
      tab="consultations"
      action={
        <ButtonLink href={localizedPath(locale, "/consultation")} variant="secondary" size="sm">
          {t("bookAnother")}
        </ButtonLink>
      }
      items={consultations}
      className="flex flex-col gap-4"
    >
      {(c) => (
        <ConsultationCard key={c.id} consultation={c} view="member">
          {(c.status === "pending" || cancellableSlots.includes(c.id)) && (
            <div className="flex flex-wrap gap-2">
              {c.status !== "pending" && (
                <RescheduleConsultationButton id={c.id} topic={c.topic} scheduledDate={c.scheduledDate} />
              )}
              <CancelConsultationButton id={c.id} topic={c.topic} booked={c.status !== "pending"} />
            </div>
          )}
        </ConsultationCard>
      )}
    </PanelList>
  );
}
