import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Services", description: "Product, Web3 and AI services for startups and institutions." };

export default function Page() {
  return <PageHeader eyebrow="Services" title="Services" description="Product, Web3 and AI services for startups and institutions." />;
}
