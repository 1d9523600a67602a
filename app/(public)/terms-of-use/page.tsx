import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfUse } from "@/lib/legal/terms";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Terms of Use",
  description:
    "The rules for using Builders Hub: accounts, listings, community conduct, courses, coins and liability, under the laws of India.",
  path: "/terms-of-use",
});

export default function Page() {
  return <LegalDocument doc={termsOfUse} path="/terms-of-use" />;
}
