import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { SaveSearchForm } from "@/components/saved-searches/save-search-form";
import { ButtonLink } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { EmptyState } from "@/components/ui/empty-state";
import { defaultNameOf, kindOfList, listPaths, unknownParams } from "@/lib/saved-searches/schema";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { searchViewIn } from "@/lib/saved-searches/search-view";
import { one } from "@/lib/site/query";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "savedSearches" });
  return { title: t("saveTitle"), robots: { index: false } };
}

/**
 * Save this search: opened from a list's filter bar with ?list=/jobs and the list's own parameters (a guest
 * logs in and comes back here with the same search). Shows the search in words, a name and a frequency.
 */
export default async function NewSavedSearchPage({
  params: route,
  searchParams,
}: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const t = await getTranslations("savedSearches");
  const params = await searchParams;
  await requireMember("/dashboard/saved-searches/new", params);
  const list = one(params.list);
  const kind = kindOfList(list);
  if (!kind) {
    return (
      <EmptyState
        title={t("whichTitle")}
        description={t("whichText")}
        action={<ButtonLink href={localizedPath(locale, "/jobs")}>{t("browseJobs")}</ButtonLink>}
      />
    );
  }
  // The list's own parameters (list= is not one of them, so it is left out; so is any other the list does not read,
  // and the page says so: the search saved is the one shown).
  const view = await searchViewIn(kind, params, locale);
  const unknown = unknownParams(
    kind,
    Object.keys(params).filter((name) => name !== "list"),
  );
  const href = localizedPath(locale, view.href);
  return (
    <ClientMessages namespaces={["savedSearches"]}>
      <PanelSection id="save-search-title" title={t("saveTitle")}>
        <div className="flex max-w-xl flex-col gap-5 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5 md:p-6">
          <p>
            <span className="text-muted">{t("theSearch")} </span>
            <a href={href} className="font-medium underline hover:text-accent">
              {view.description}
            </a>
          </p>
          {unknown.length > 0 && (
            <p className="text-sm text-muted">
              {t("unknown", { count: unknown.length, list: listPaths[kind], names: unknown.join(", ") })}
            </p>
          )}
          <SaveSearchForm
            list={listPaths[kind]}
            query={view.query}
            defaultName={defaultNameOf(view.description)}
            href={href}
          />
        </div>
      </PanelSection>
    </ClientMessages>
  );
}
