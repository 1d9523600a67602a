import { BellPlus } from "lucide-react";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { SavedSearchItem } from "@/components/saved-searches/saved-search-item";
import { ButtonLink } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { RecordList } from "@/components/ui/record-list";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { SAVED_SEARCH_LIMIT } from "@/lib/saved-searches/schema";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** Saved searches: each with its search in words, how often it mails, rename, delete and when it last sent. */
export default async function SavedSearchesPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const user = await requireMember("/dashboard/saved-searches");
  const searches = await listSavedSearches(user);
  return (
    <PanelSection
      id="saved-searches-title"
      title="Saved searches"
      action={
        searches.length > 0 && (
          <p className="text-sm text-muted">
            {searches.length} of {SAVED_SEARCH_LIMIT}
          </p>
        )
      }
    >
      <RecordList
        items={searches}
        className="flex flex-col gap-4"
        empty={{
          icon: <BellPlus className="size-10" />,
          title: "No Saved Searches Yet",
          description:
            "Filter the jobs, events, gigs or startups, then choose “Save this search” above the results: we email you when new listings match.",
          action: <ButtonLink href="/jobs">Browse jobs</ButtonLink>,
        }}
      >
        {(search) => <SavedSearchItem key={search.id} search={search} />}
      </RecordList>
    </PanelSection>
  );
}
