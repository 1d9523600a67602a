import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { DocCard } from "@/components/docs/doc-card";
import { DocsBrowser } from "@/components/docs/docs-browser";
import { Icon } from "@/components/ui/icon";
import { PageHeader } from "@/components/ui/page-header";
import { ReloadLink } from "@/components/ui/reload-link";
import { ErrorState } from "@/components/ui/states";
import { localizedDocs } from "@/lib/docs/localized";
import { listDocItems } from "@/lib/docs/queries";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { readOrError } from "@/lib/site/page-read";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: LocaleParams = {}): Promise<Metadata> {
  const locale = (await params)?.locale ?? "en";
  const t = await getTranslations({ locale, namespace: "docsPage.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/documentation", locale });
}

export default async function DocumentationPage({
  params: route,
  searchParams,
}: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const t = await getTranslations("docsPage.page");
  await connection();
  const query = readQuery(await searchParams);
  const items = await readOrError("docs", listDocItems);
  const docs = items === "error" ? [] : localizedDocs(items, locale);

  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={
          <>
            {t("title")} <span className="text-gradient">{t("highlight")}</span>
          </>
        }
        description={t("description")}
      />
      {items !== "error" ? (
        <ClientMessages namespaces={["docs"]}>
          <DocsBrowser
            items={docs}
            cards={Object.fromEntries(
              docs.map((item) => [item.id, <DocCard key={item.id} item={item} query={query} />]),
            )}
            initialQuery={query}
            searchIcon={<Icon name="search" className="size-4" />}
          />
        </ClientMessages>
      ) : (
        <ErrorState title={t("failed")} action={<ReloadLink label={t("tryAgain")} />} />
      )}
    </>
  );
}
