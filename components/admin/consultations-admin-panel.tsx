import { CalendarCheck, CalendarClock, Clock, Mail, Phone } from "lucide-react";
import { CountedList } from "@/components/admin/counted-list";
import { ConsultationActions } from "@/components/admin/consultation-actions";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { FactList } from "@/components/ui/fact-list";
import { FilterLinks } from "@/components/ui/filter-links";
import { Pagination } from "@/components/ui/pagination";
import { consultationStatusLabels, type ConsultationDto } from "@/lib/consultations/dto";
import { consultationStatuses, listConsultations } from "@/lib/consultations/queries";
import { formatEventDate } from "@/lib/format/date";

const tones: Record<ConsultationDto["status"], BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
};

type Status = (typeof consultationStatuses)[number];

/** Consultations: every request, newest first, filtered by status, with the decisions. */
export async function ConsultationsAdminPanel({ status, page }: { status?: Status; page: number }) {
  const { consultations, total, totalPages, currentPage } = await listConsultations({
    status,
    page,
    limit: 20,
  });
  const filters: { value: Status | undefined; label: string }[] = [
    { value: undefined, label: "All" },
    ...consultationStatuses.map((s) => ({ value: s, label: consultationStatusLabels[s] })),
  ];
  return (
    <div className="flex flex-col gap-5">
      <FilterLinks
        label="Status"
        links={filters.map((f) => ({
          label: f.label,
          href: `/admin/dashboard?tab=consultations${f.value ? `&status=${f.value}` : ""}`,
          current: f.value === status,
        }))}
      />
      <CountedList
        total={total}
        noun={["request", "requests"]}
        items={consultations}
        empty={{
          icon: <CalendarClock className="size-10" />,
          title: "No consultation requests",
          description: "Requests from /consultation appear here.",
        }}
        className="gap-4"
      >
        {(c) => (
          <li
            key={c.id}
            className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-0.5">
                <h3 className="text-lg font-semibold">{c.topic}</h3>
                <p className="text-sm text-muted">{c.name}</p>
              </div>
              <Badge tone={tones[c.status]}>{consultationStatusLabels[c.status]}</Badge>
            </div>
            <FactList
              className="p-4 sm:grid-cols-2 lg:grid-cols-3"
              facts={[
                { icon: Clock, label: "Requested", value: formatEventDate(c.requestDate) },
                {
                  icon: CalendarClock,
                  label: "Preferred",
                  value: c.preferredDate ? `${formatEventDate(c.preferredDate)} IST` : "Any time",
                },
                {
                  icon: CalendarCheck,
                  label: "Scheduled",
                  value: c.scheduledDate ? `${formatEventDate(c.scheduledDate)} IST` : "Not scheduled",
                },
                { icon: Mail, label: "Email", value: c.email },
                { icon: Phone, label: "Mobile", value: c.mobile },
              ]}
            />
            <p className="whitespace-pre-line text-sm text-muted">{c.message}</p>
            {c.adminNotes && (
              <p className="rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm">
                <span className="font-medium">Notes: </span>
                {c.adminNotes}
              </p>
            )}
            <ConsultationActions id={c.id} topic={c.topic} status={c.status} notes={c.adminNotes} />
          </li>
        )}
      </CountedList>
      <Pagination
        path="/admin/dashboard"
        page={currentPage}
        totalPages={totalPages}
        params={{ tab: "consultations", ...(status ? { status } : {}) }}
      />
    </div>
  );
}
