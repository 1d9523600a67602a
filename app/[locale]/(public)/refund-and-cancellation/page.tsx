import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { refundPolicy } from "@/lib/legal/refund";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Refund & Cancellation Policy",
  description:
    "Cancel a course enrolment within 3 days for a full refund if you have not accessed any materials. How refunds are paid and what happens if we change a cohort.",
  path: "/refund-and-cancellation",
});

export default async function Page({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <LegalDocument doc={refundPolicy} path="/refund-and-cancellation" />;
}
