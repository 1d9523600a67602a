import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Contact", description: "Talk to the Builders Hub team." };

export default function Page() {
  return <PageHeader eyebrow="Contact" title="Contact us" description="Talk to the Builders Hub team." />;
}
