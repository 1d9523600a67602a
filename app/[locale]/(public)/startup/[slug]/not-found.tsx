import type { Metadata } from "next";
import { DetailState } from "@/components/ui/detail-state";

/** Its title and noindex when it answers 404 (lib/startups/page-request.ts), as the page's own metadata would say. */
export const metadata: Metadata = { title: "Startup Not Found", robots: { index: false } };

export default function StartupNotFound() {
  return (
    <DetailState
      title="Startup Not Found"
      description="The startup you are looking for does not exist or has been removed."
      back={{ href: "/startups", label: "Back to Startups" }}
    />
  );
}
