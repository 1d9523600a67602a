import { useLocale, useTranslations } from "#i18n";
import { JobCard } from "@/components/jobs/job-card";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListPageHeader, ListResults, PagedCount, pagingOf } from "@/components/listings/page-list";
import { FilterLinks } from "@/components/ui/filter-links";
import { Pagination } from "@/components/ui/pagination";
import type { JobList } from "@/lib/jobs/queries";
import { atPage, backQueryOf } from "@/lib/listing-views/list-url";
import type { ListView } from "@/lib/listing-views/public-lists";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";

const kinds = ["", "Job", "Internship"];

/**
 * The jobs list: the cached default view (no params) and per-request searches and pages share it. In the page's
 * language (namespace jobs; the Apply buttons read jobsApply, sent with the page), its links under its prefix.
 */
export function JobsList({ query, type, result, filters: bar }: ListView<JobList> & { type: string }) {
  const t = useTranslations("jobs.list");
  const locale = useLocale();
  const jobs = localizedPath(locale, "/jobs");
  // The filters ride along with a search, a page and the other filter links (the URL holds them all).
  const filters = bar.params;
  const others = Object.fromEntries(Object.entries(filters).filter(([name]) => name !== "type"));
  const keep = { ...(query ? { q: query } : {}), ...filters };
  // Each card's link carries this view, so the job's "Back to Jobs" returns to it.
  const back = result ? backQueryOf("/jobs", atPage(keep, result.currentPage)) : "";

  return (
    <ClientMessages namespaces={["jobsApply", "settingsApply"]}>
      <ListPageHeader
        kind="job"
        query={query}
        eyebrow={t("eyebrow")}
        title={t("title")}
        highlight={t("highlight")}
        description={t("description")}
        placeholder={t("placeholder")}
        post={t("post")}
        filters={filters}
      >
        <FilterLinks
          fullLoad
          label={t("kindsLabel")}
          links={kinds.map((k) => {
            const href = `${jobs}?${new URLSearchParams({ ...(query ? { q: query } : {}), ...(k ? { type: k } : {}), ...others })}`;
            return { label: t(`kinds.${k || "all"}`), href: href.endsWith("?") ? jobs : href, current: type === k };
          })}
        />
        <FilterBar view={bar} keep={type ? { type } : {}} />
      </ListPageHeader>
      <ListResults
        items={result && result.jobs}
        failed={t("failed")}
        query={query}
        filtered={bar.chips.length > 0}
        empty={t("empty")}
        searched={t("searched", { query })}
        idle={t("idle")}
        count={
          result && (
            <PagedCount
              result={result}
              count={(n) => t("count", { count: n })}
              capped={t("capped")}
              query={query}
            />
          )
        }
        grid="grid gap-6 md:grid-cols-2"
        card={(job) => <JobCard job={job} back={back} />}
        paging={result && pagingOf(result, jobs, keep)}
        footer={
          result && (
            <Pagination
              fullLoad
              path={jobs}
              page={result.currentPage}
              totalPages={result.totalPages}
              params={keep}
            />
          )
        }
      />
    </ClientMessages>
  );
}
