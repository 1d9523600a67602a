import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Jobs", description: "Jobs and internships in Web3, AI and future tech across India." };

export default function Page() {
  return <PageHeader eyebrow="Jobs" title="Jobs and internships" description="Jobs and internships in Web3, AI and future tech across India." />;
}
