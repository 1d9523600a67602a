import type { Metadata } from "next";
import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfUse } from "@/lib/legal/terms";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Terms of Use",
  description:
    "The rules for using Builders Hub: accounts, listings, community conduct, courses, coins and liability, under the laws of India.",
  path: "/terms-of-use",
});

export default async function Page({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return <LegalDocument doc={termsOfUse} path="/terms-of-use" />;
}
