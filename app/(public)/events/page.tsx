import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Events", description: "Events, hackathons, workshops and meetups for builders in India." };

export default function Page() {
  return <PageHeader eyebrow="Events" title="Events and hackathons" description="Events, hackathons, workshops and meetups for builders in India." />;
}
