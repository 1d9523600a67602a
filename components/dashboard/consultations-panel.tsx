import { CancelConsultationButton } from "@/components/consultations/cancel-consultation-button";
import { PanelList } from "@/components/dashboard/panel-list";
import { ConsultationCard } from "@/components/dashboard/record-consultation";
import { ButtonLink } from "@/components/ui/button";
import { listMyConsultations } from "@/lib/consultations/queries";

/** My Consultations: the member's requests, newest first, with Cancel Request on pending ones. */
export async function ConsultationsPanel({ userId }: { userId: string }) {
  const consultations = await listMyConsultations(userId);
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
