import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "About", description: "Our vision: one million developers building Web3 and AI from India by 2027." };

export default function Page() {
  return <PageHeader eyebrow="About" title="About Builders Hub" description="Our vision: one million developers building Web3 and AI from India by 2027." />;
}
