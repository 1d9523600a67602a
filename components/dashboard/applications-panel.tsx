import { Building2, Clock } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { CancelApplicationButton } from "@/components/applications/cancel-application-button";
import { ApplicationStatusBadge } from "@/components/applications/status-badge";
import { PanelList } from "@/components/dashboard/panel-list";
import type { MyApplicationDto } from "@/lib/applications/dto";
import { formatDay } from "@/lib/format/date";
import { localizedPath } from "@/lib/i18n/locales";

/** My Applications: the jobs the member applied to, newest first, with Cancel on pending ones. */
export function ApplicationsPanel({ applications }: { applications: MyApplicationDto[] }) {
  const t = useTranslations("dashboard");
  const locale = useLocale();
  return (
    <PanelList tab="applications" items={applications} className="flex flex-col gap-3">
      {(a) => (
        <li
          key={a.id}
          className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            {a.job.isLive ? (
              <Link href={localizedPath(locale, `/job/${a.job.id}`)} className="font-semibold hover:text-[#c4b5fd]">
                {a.job.title}
              </Link>
            ) : (
              <span className="font-semibold">{a.job.title}</span>
            )}
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <span className="inline-flex items-center gap-1.5">
                <Building2 aria-hidden className="size-4" /> {a.job.company}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4" /> {t("applied", { date: formatDay(a.createdAt, "", locale) })}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <ApplicationStatusBadge status={a.status} />
            {a.status === "pending" && <CancelApplicationButton id={a.id} title={a.job.title} />}
          </div>
        </li>
      )}
    </PanelList>
  );
}
