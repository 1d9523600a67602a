import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/lib/legal/privacy";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "How Builders Hub collects, uses, shares and protects your personal data, and your rights under India's DPDP Act, 2023.",
  path: "/privacy-policy",
});

export default async function Page({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <LegalDocument doc={privacyPolicy} path="/privacy-policy" />;
}
