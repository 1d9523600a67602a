import { Briefcase, Clock, Download, Globe, Mail, MapPin, Phone } from "lucide-react";
import { DecisionButtons } from "@/components/applications/decision-buttons";
import { ApplicationStatusBadge } from "@/components/applications/status-badge";
import { buttonClass } from "@/components/ui/button";
import { FactList } from "@/components/ui/fact-list";
import { RecordCard } from "@/components/ui/record-card";
import type { ApplicantDto } from "@/lib/applications/dto";
import { formatDay } from "@/lib/format/date";

/** One application as the job's poster reads it: the applicant's answers, the resume, the decision. */
export function ApplicantCard({ application: a }: { application: ApplicantDto }) {
  return (
    <RecordCard
      heading={
        <>
          <h2 className="text-lg font-semibold">{a.name}</h2>
          <p className="inline-flex items-center gap-1.5 text-sm text-muted">
            <Clock aria-hidden className="size-4" /> Applied {formatDay(a.createdAt)}
          </p>
        </>
      }
      status={<ApplicationStatusBadge status={a.status} />}
    >
      <FactList
        className="p-4 sm:grid-cols-2"
        facts={[
          {
            icon: Mail,
            label: "Email",
            value: (
              <a href={`mailto:${a.email}`} className="underline">
                {a.email}
              </a>
            ),
          },
          ...(a.phone ? [{ icon: Phone, label: "Phone", value: a.phone }] : []),
          ...(a.location ? [{ icon: MapPin, label: "Location", value: a.location }] : []),
          ...(a.experience ? [{ icon: Briefcase, label: "Experience", value: a.experience }] : []),
          ...(a.portfolio
            ? [
                {
                  icon: Globe,
                  label: "Portfolio",
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
        <h3 className="text-sm font-semibold">Cover letter</h3>
        <p className="whitespace-pre-line text-sm text-muted">{a.coverLetter}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {a.resume && (
          <a href={a.resume.url} download className={buttonClass("secondary", "sm")}>
            <Download aria-hidden className="size-4" /> Resume<span className="sr-only"> of {a.name}</span>
          </a>
        )}
        <DecisionButtons id={a.id} name={a.name} status={a.status} />
      </div>
    </RecordCard>
  );
}
