import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { ListingForm } from "@/components/listings/listing-form";
import { isListingKind } from "@/components/listings/listing-toasts";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { EmptyState } from "@/components/ui/empty-state";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { loadEditableListing } from "@/lib/listing-views/editable-listing";
import { readQuery, type SearchParams } from "@/lib/listings/search";
import { listLinkableStartups } from "@/lib/startups/links";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "listingForm" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The namespaces the form's client components read (the listing form's, and the fields it borrows). */
const formNamespaces = ["listingForm", "startupLink", "eventRegistrationSettings"];

export default async function SubmitListingPage({
  params: route,
  searchParams,
}: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  await connection();
  const params = await searchParams;
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
  const user = await requireUserOrRedirect(`/submit-listing${query.size ? `?${query}` : ""}`);
  const type = readQuery(params, "type");
  const editId = readQuery(params, "edit") === "true" ? readQuery(params, "id") : "";

  const editing = editId ? await loadEditableListing(editId, user, type || null) : null;
  const linked = editing?.values.startupId;
  const startups = await listLinkableStartups(user.id, typeof linked === "string" && linked ? linked : null);
  const t = await getTranslations("listingForm");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={t("eyebrow")}
        title={editing ? t("titleEdit") : t("titleNew")}
        description={t("description")}
      />
      {editId && !editing ? (
        <EmptyState
          title={t("cannotEditTitle")}
          description={t("cannotEditDescription")}
          action={<ButtonLink href={localizedPath(locale, "/dashboard")}>{t("backToDashboard")}</ButtonLink>}
        />
      ) : (
        <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-6 md:p-8">
          <ClientMessages namespaces={formNamespaces}>
            <ListingForm
              preselected={isListingKind(type) ? type : null}
              editing={editing}
              startups={startups}
            />
          </ClientMessages>
        </div>
      )}
    </div>
  );
}
