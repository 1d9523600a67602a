import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfUse } from "@/lib/legal/terms";

export const metadata: Metadata = {
  title: "Terms of Use",
  description: "The rules for using Builders Hub: accounts, listings, community conduct, courses, coins and liability, under the laws of India.",
  alternates: { canonical: "/terms-of-use" },
};

export default function Page() {
  return <LegalDocument doc={termsOfUse} path="/terms-of-use" />;
}
