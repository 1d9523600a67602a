import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { privacyPolicy } from "@/lib/legal/privacy";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "How Builders Hub collects, uses, shares and protects your personal data, and your rights under India's DPDP Act, 2023.",
  path: "/privacy-policy",
});

export default function Page() {
  return <LegalDocument doc={privacyPolicy} path="/privacy-policy" />;
}
