import { useLocale } from "#i18n";
import { LanguageForm } from "@/components/dashboard/language-form";
import { Card } from "@/components/ui/card";
import { ClientMessages } from "@/lib/i18n/client-messages";
import type { Locale } from "@/lib/i18n/locales";

/** Account Settings' Language card: the member's saved language (`current`), offered against the page's. */
export function LanguagePreference({ current }: { current: Locale }) {
  const pageLocale = useLocale();
  return (
    <ClientMessages namespaces={["language"]}>
      <Card className="flex flex-col gap-2">
        <LanguageForm current={current} pageLocale={pageLocale} />
      </Card>
    </ClientMessages>
  );
}
