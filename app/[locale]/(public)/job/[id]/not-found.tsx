import type { Metadata } from "next";
import { DetailState } from "@/components/ui/detail-state";

/** Its title and noindex when it answers 404 (lib/site/missing-listing.ts), as the page's own metadata would say. */
export const metadata: Metadata = { title: "Job Not Found", robots: { index: false } };

export default function JobNotFound() {
  return (
    <DetailState
      title="Job Not Found"
      description="The job you are looking for does not exist or has been removed."
      back={{ href: "/jobs", label: "Back to Jobs" }}
    />
  );
}
