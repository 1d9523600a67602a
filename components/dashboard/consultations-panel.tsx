import { CancelConsultationButton } from "@/components/consultations/cancel-consultation-button";
import { PanelList } from "@/components/dashboard/panel-list";
import { ConsultationCard } from "@/components/dashboard/record-consultation";
import { ButtonLink } from "@/components/ui/button";
import type { ConsultationDto } from "@/lib/consultations/dto";

/** My Consultations: the member's requests, newest first, with Cancel Request on pending ones. */
export function ConsultationsPanel({ consultations }: { consultations: ConsultationDto[] }) {
  return (
    <PanelList
      tab="consultations"
      action={
        <ButtonLink href="/consultation" variant="secondary" size="sm">
          Book another
        </ButtonLink>
      }
      items={consultations}
      className="flex flex-col gap-4"
    >
      {(c) => (
        <ConsultationCard key={c.id} consultation={c} view="member">
          {c.status === "pending" && (
            <div>
              <CancelConsultationButton id={c.id} topic={c.topic} />
            </div>
          )}
        </ConsultationCard>
      )}
    </PanelList>
  );
}
