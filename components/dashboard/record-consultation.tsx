import { CalendarCheck, CalendarClock, Clock, Mail, Phone } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { FactList } from "@/components/ui/fact-list";
import { RecordCard } from "@/components/ui/record-card";
import { consultationStatusLabels, type ConsultationDto } from "@/lib/consultations/dto";
import { formatEventDate } from "@/lib/format/date";

const tones: Record<ConsultationDto["status"], BadgeTone> = {
  pending: "warning",
  accepted: "info",
  rejected: "danger",
  completed: "success",
  cancelled: "neutral",
};

/** What each side reads: the back office (English) sees who asked and every date, the member their own words
 * (consultations.card, in the page's language). */
const views = {
  admin: {
    facts: "p-4 sm:grid-cols-2 lg:grid-cols-3",
    preferred: "Preferred",
    anyTime: "Any time",
    notScheduled: "Not scheduled",
    notes: "Notes: ",
  },
  member: {
    facts: "p-4 sm:grid-cols-2",
    anyTime: null,
  },
} as const;

/** One consultation request: its topic and status, the dates and contact, the message and notes, then `children`. */
export function ConsultationCard({
  consultation: c,
  view,
  children,
}: {
  consultation: ConsultationDto;
  view: keyof typeof views;
  children: ReactNode;
}) {
  const t = useTranslations("consultations.card");
  const locale = useLocale();
  const member = view === "member";
  const text = member
    ? {
        ...views.member,
        preferred: t("preferredTime"),
        notScheduled: t("notScheduledYet"),
        notes: t("notesFromTeam"),
      }
    : views.admin;
  const withIst = (date: string) => `${formatEventDate(date, locale)} IST`;
  const preferred = c.preferredDate ? withIst(c.preferredDate) : text.anyTime;
  return (
    <RecordCard
      heading={
        <>
          <h3 className="text-lg font-semibold wrap-anywhere">{c.topic}</h3>
          {view === "admin" && <p className="text-sm text-muted wrap-anywhere">{c.name}</p>}
        </>
      }
      status={
        <Badge tone={tones[c.status]}>
          {member ? t(`status.${c.status}`) : consultationStatusLabels[c.status]}
        </Badge>
      }
    >
      <FactList
        className={text.facts}
        facts={[
          { icon: Clock, label: t("requested"), value: formatEventDate(c.requestDate, locale) },
          ...(preferred ? [{ icon: CalendarClock, label: text.preferred, value: preferred }] : []),
          {
            icon: CalendarCheck,
            label: t("scheduled"),
            value: c.scheduledDate ? withIst(c.scheduledDate) : text.notScheduled,
          },
          // A long address breaks anywhere rather than widening the card (a phone is 390 px wide).
          { icon: Mail, label: t("email"), value: <span className="wrap-anywhere">{c.email}</span> },
          { icon: Phone, label: t("mobile"), value: c.mobile },
        ]}
      />
      <p className="whitespace-pre-line text-sm text-muted wrap-anywhere">{c.message}</p>
      {c.adminNotes && (
        <p className="rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm wrap-anywhere">
          <span className="font-medium">{text.notes}</span>
          {c.adminNotes}
        </p>
      )}
      {children}
    </RecordCard>
  );
}
