// The legal pages' documents in each language (English for a language without its own text).
import { privacyPolicy } from "@/lib/legal/privacy";
import { privacyPolicyHi } from "@/lib/legal/privacy.hi";
import { refundPolicy } from "@/lib/legal/refund";
import { refundPolicyHi } from "@/lib/legal/refund.hi";
import { termsOfUse } from "@/lib/legal/terms";
import { termsOfUseHi } from "@/lib/legal/terms.hi";
import type { LegalDoc } from "@/lib/legal/types";

const documents = {
  privacy: { en: privacyPolicy, hi: privacyPolicyHi },
  terms: { en: termsOfUse, hi: termsOfUseHi },
  refund: { en: refundPolicy, hi: refundPolicyHi },
} satisfies Record<string, Record<"en" | "hi", LegalDoc>>;

export type LegalDocName = keyof typeof documents;

/** The legal document `name` in `locale`. */
export function legalDocument(name: LegalDocName, locale: string): LegalDoc {
  const versions: Record<string, LegalDoc> = documents[name];
  return versions[locale] ?? versions.en!;
}
