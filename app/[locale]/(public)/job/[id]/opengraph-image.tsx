import { getJob } from "@/lib/jobs/queries";
import { logFailure } from "@/lib/log";
import { ogImage } from "@/lib/og/image";

// Each job's own image: its title and company, as a guest would see them (approved jobs only).
export const alt = "A Web3 or AI job on Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const job = await getJob(id, null).catch((error: unknown) => {
    logFailure("og_job_read_failed", error);
    return null;
  });
  if (!job)
    return ogImage({ eyebrow: "Jobs & internships", title: "Web3 and AI jobs and internships in India" });
  const heading = `${job.title} at ${job.company}`;
  const details = [job.jobType, job.location, job.salary].filter(Boolean).join(" · ");
  return ogImage({
    eyebrow: job.type === "Internship" ? "Internship" : "Job",
    title: heading.length > 90 ? `${heading.slice(0, 89).trimEnd()}…` : heading,
    subtitle: details || undefined,
  });
}

// Drawn on the first request for a job, then served from the cache for up to an hour: drawing is the costly part.
// Approved jobs cannot be edited, so a cached image stays right.
export const revalidate = 3600;
export function generateStaticParams(): { id: string }[] {
  return [];
}
