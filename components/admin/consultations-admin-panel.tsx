import { CalendarClock } from "lucide-react";
import { ConsultationActions } from "@/components/admin/consultation-actions";
import { RecordPanel } from "@/components/admin/record-panel";
import { ConsultationCard } from "@/components/dashboard/record-consultation";
import { FilterLinks } from "@/components/ui/filter-links";
import { consultationStatusLabels, type ScheduledConsultationDto } from "@/lib/consultations/dto";
import { consultationStatuses } from "@/lib/consultations/schema";
import type { CountedPage } from "@/lib/paging";

type Status = (typeof consultationStatuses)[number];

/** Consultations: every request, newest first, filtered by status, with the decisions. */
export function ConsultationsAdminPanel({
  status,
  consultations,
  ...counts
}: Omit<CountedPage<ScheduledConsultationDto>, "items"> & {
  status?: Status;
  consultations: ScheduledConsultationDto[];
}) {
  const filters: { value: Status | undefined; label: string }[] = [
    { value: undefined, label: "All" },
    ...consultationStatuses.map((s) => ({ value: s, label: consultationStatusLabels[s] })),
  ];
  return (
    <RecordPanel
      filters={
        <FilterLinks
          label="Status"
          links={filters.map((f) => ({
            label: f.label,
            href: `/admin/consultations${f.value ? `?status=${f.value}` : ""}`,
            current: f.value === status,
          }))}
        />
      }
      noun={["request", "requests"]}
      page={counts}
      items={consultations}
      empty={{
        icon: <CalendarClock className="size-10" />,
        title: "No consultation requests",
        description: "Requests from /consultation appear here.",
      }}
      className="flex flex-col gap-4"
      path="/admin/consultations"
      params={status ? { status } : {}}
    >
      {(c) => (
        <ConsultationCard key={c.id} consultation={c} view="admin">
          <ConsultationActions
            id={c.id}
            topic={c.topic}
            status={c.status}
            notes={c.adminNotes}
            scheduledDate={c.scheduledDate}
            preferredDate={c.preferredDate}
            slotted={c.slotMinutes !== null}
          />
        </ConsultationCard>
      )}
    </RecordPanel>
  );
}
