import { Briefcase, Clock, Download, FileText, Globe, Mail, MapPin, Phone } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { ApplicantNote } from "@/components/applications/applicant-note";
import { ProfileLink } from "@/components/profiles/profile-link";
import { SelectApplicant } from "@/components/applications/applicant-selection";
import { DecisionButtons } from "@/components/applications/decision-buttons";
import { StageButton } from "@/components/applications/stage-button";
import { ApplicantStageBadge } from "@/components/applications/status-badge";
import { RelayMessage } from "@/components/dashboard/relay-message";
import { buttonClass } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { RecordCard } from "@/components/ui/record-card";
import type { ApplicantDto } from "@/lib/applications/dto";
import { formatDay } from "@/lib/format/date";

/**
 * One application as the job's poster reads it: the applicant's answers, the resume (a PDF opens in a new tab),
 * the stage and what moves it (Shortlist, the decisions), the private note, and a box for bulk rejection.
 */
export function ApplicantCard({
  application: a,
  profilePath,
}: {
  application: ApplicantDto;
  /** The applicant's builder profile, when public (lib/profiles/links-of.ts). */
  profilePath?: string;
}) {
  const t = useTranslations("applications.card");
  const locale = useLocale();
  const pending = a.stage === "new" || a.stage === "shortlisted";
  return (
    <RecordCard
      heading={
        <>
          <h2 className="text-lg font-semibold">{a.name}</h2>
          {profilePath && <ProfileLink href={profilePath} name={a.name} />}
          <p className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden className="size-4" /> {t("applied", { date: formatDay(a.createdAt, "", locale) })}
          </p>
        </>
      }
      status={
        <div className="flex items-center gap-3">
          {pending && <SelectApplicant id={a.id} name={a.name} />}
          <ApplicantStageBadge stage={a.stage} />
        </div>
      }
    >
      <FactList
        className="p-4 sm:grid-cols-2"
        facts={[
          {
            icon: Mail,
            label: t("email"),
            value: (
              <a href={`mailto:${a.email}`} className="underline">
                {a.email}
              </a>
            ),
          },
          ...(a.phone ? [{ icon: Phone, label: t("phone"), value: a.phone }] : []),
          ...(a.location ? [{ icon: MapPin, label: t("location"), value: a.location }] : []),
          ...(a.experience ? [{ icon: Briefcase, label: t("experience"), value: a.experience }] : []),
          ...(a.portfolio
            ? [
                {
                  icon: Globe,
                  label: t("portfolio"),
                  value: (
                    <a
                      href={a.portfolio}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="underline"
                    >
                      {a.portfolio}
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold">{t("coverLetter")}</h3>
        <p className="whitespace-pre-line wrap-break-word text-sm text-muted">{a.coverLetter}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {a.resume &&
          (a.resume.inline ? (
            <a href={a.resume.url} target="_blank" rel="noopener" className={buttonClass("secondary", "sm")}>
              <FileText aria-hidden className="size-4" /> {t("resume")}
              <span className="sr-only"> {t("resumeOfPdf", { name: a.name })}</span>
            </a>
          ) : (
            <a href={a.resume.url} download className={buttonClass("secondary", "sm")}>
              <Download aria-hidden className="size-4" /> {t("resume")}
              <span className="sr-only"> {t("resumeOf", { name: a.name })}</span>
            </a>
          ))}
        {pending && <StageButton id={a.id} name={a.name} shortlisted={a.stage === "shortlisted"} />}
        <DecisionButtons id={a.id} name={a.name} status={a.status} />
        {(a.stage === "shortlisted" ||
          a.status === "accepted" ||
          a.status === "rejected" ||
          a.status === "completed") && (
          <RelayMessage url={`/api/applications/${a.id}/message`} name={a.name} />
        )}
      </div>
      <ApplicantNote id={a.id} name={a.name} note={a.note} />
    </RecordCard>
  );
}
