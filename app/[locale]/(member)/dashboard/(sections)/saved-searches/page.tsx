import { BellPlus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { SavedSearchItem } from "@/components/saved-searches/saved-search-item";
import { ButtonLink } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { SAVED_SEARCH_LIMIT } from "@/lib/saved-searches/schema";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Saved searches: each with its search in words, how often it mails, rename, delete and when it last sent. */
export default async function SavedSearchesPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  const t = await getTranslations("savedSearches");
  const user = await requireMember("/dashboard/saved-searches");
  const searches = await listSavedSearches(user, locale);
  return (
    <ClientMessages namespaces={["savedSearches"]}>
      <PanelSection
        id="saved-searches-title"
        title={t("title")}
        action={
          searches.length > 0 && (
            <p className="text-sm text-muted">
              {t("used", { count: searches.length, limit: SAVED_SEARCH_LIMIT })}
            </p>
          )
        }
      >
        <RecordList
          items={searches}
          className="flex flex-col gap-4"
          empty={{
            icon: <BellPlus className="size-10" />,
            title: t("emptyTitle"),
            description: t("emptyText"),
            action: <ButtonLink href={localizedPath(locale, "/jobs")}>{t("browseJobs")}</ButtonLink>,
          }}
        >
          {(search) => <SavedSearchItem key={search.id} search={search} />}
        </RecordList>
      </PanelSection>
    </ClientMessages>
  );
}
