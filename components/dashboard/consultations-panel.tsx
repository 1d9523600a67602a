import { CalendarCheck, CalendarClock, Clock, Mail, Phone } from "lucide-react";
import { CancelConsultationButton } from "@/components/consultations/cancel-consultation-button";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { EmptyState } from "@/components/ui/states";
import { consultationStatusLabels, type ConsultationDto } from "@/lib/consultations/dto";
import { listMyConsultations } from "@/lib/consultations/queries";
import { formatEventDate } from "@/lib/format/date";

const tones: Record<ConsultationDto["status"], BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
};

/** My Consultations: the member's requests, newest first, with Cancel Request on pending ones. */
export async function ConsultationsPanel({ userId }: { userId: string }) {
  const consultations = await listMyConsultations(userId);
  if (consultations.length === 0) {
    return (
      <EmptyState
        icon={<CalendarClock className="size-10" />}
        title="No Consultations Yet"
        description="Book a 1:1 session with our team about your project, your career or your startup."
        action={<ButtonLink href="/consultation">Book Consultation</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="consultations-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="consultations-title" className="text-xl font-semibold">
          My Consultations
        </h2>
        <ButtonLink href="/consultation" variant="secondary" size="sm">
          Book another
        </ButtonLink>
      </div>
      <ul className="flex flex-col gap-4">
        {consultations.map((c) => (
          <li
            key={c.id}
            className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-lg font-semibold">{c.topic}</h3>
              <Badge tone={tones[c.status]}>{consultationStatusLabels[c.status]}</Badge>
            </div>
            <FactList
              className="p-4 sm:grid-cols-2"
              facts={[
                { icon: Clock, label: "Requested", value: formatEventDate(c.requestDate) },
                ...(c.preferredDate
                  ? [
                      {
                        icon: CalendarClock,
                        label: "Preferred time",
                        value: `${formatEventDate(c.preferredDate)} IST`,
                      },
                    ]
                  : []),
                {
                  icon: CalendarCheck,
                  label: "Scheduled",
                  value: c.scheduledDate ? `${formatEventDate(c.scheduledDate)} IST` : "Not scheduled yet",
                },
                { icon: Mail, label: "Email", value: c.email },
                { icon: Phone, label: "Mobile", value: c.mobile },
              ]}
            />
            <p className="whitespace-pre-line text-sm text-muted">{c.message}</p>
            {c.adminNotes && (
              <p className="rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm">
                <span className="font-medium">Notes from the team: </span>
                {c.adminNotes}
              </p>
            )}
            {c.status === "pending" && (
              <div>
                <CancelConsultationButton id={c.id} topic={c.topic} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
