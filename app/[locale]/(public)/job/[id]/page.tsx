import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { JobDetail } from "@/components/jobs/job-detail";
import { DetailLoadFailed } from "@/components/listings/detail-load";
import { getCurrentUser } from "@/lib/auth/session";
import { getJob } from "@/lib/jobs/queries";
import { findAppliedAt } from "@/lib/applications/queries";
import { jobPostingJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { readOrError } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import type { QueryParams } from "@/lib/site/query";
import { listBackHref } from "@/lib/listing-views/list-url";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ id: string; locale?: string }>; searchParams: Promise<QueryParams> };

/** Once per request: the page and its metadata share it. "error" when the database failed. */
const loadJob = cache(async (id: string) => {
  const loaded = await readOrError("job", async () => {
    const user = await getCurrentUser();
    return { user, job: await getJob(id, user) };
  });
  return loaded === "error" ? { user: null, job: loaded } : loaded;
});

/** When the member applied (null when they have not); "error" when the database failed. */
async function loadAppliedAt(userId: string | undefined, jobId: string) {
  if (!userId) return null;
  return readOrError("job: application state", () => findAppliedAt(userId, jobId));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "jobs" });
  const { job } = await loadJob(id);
  if (!job || job === "error") return { title: t("notFound.title"), robots: { index: false } };
  const description = (job.shortDescription || job.description).slice(0, 160);
  // Its image is ./opengraph-image.tsx (file-based images are merged after this metadata).
  const metadata = pageMetadata({
    title: t("detail.titleAt", { title: job.title, company: job.company }),
    description,
    path: `/job/${job.id}`,
    locale,
  });
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: "article" },
    robots: job.status === "approved" ? undefined : { index: false },
  };
}

export default async function JobPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await connection();
  const { id } = await params;
  const { user, job } = await loadJob(id);
  if (job === "error") return <DetailLoadFailed kind="job" />;
  if (!job) {
    // A member's request (proxy.ts sent a guest's to its not-found page, lib/site/missing-listing.ts): Next's
    // not-found.tsx with 404, drawn in the browser.
    notFound();
  }
  const appliedAt = await loadAppliedAt(user?.id, job.id);
  if (appliedAt === "error") return <DetailLoadFailed kind="job" />;
  return (
    <>
      {job.status === "approved" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job, site.url)) }}
        />
      )}
      <JobDetail job={job} appliedAt={appliedAt} back={listBackHref("/jobs", (await searchParams).back)} />
    </>
  );
}
