import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { managedOrNotFound } from "@/components/events/managed-or-not-found";
import { RegistrationsView } from "@/components/events/registrations-view";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { listRegistrations } from "@/lib/events/registration-lists";
import { registrationsPath } from "@/lib/events/registration-notices";
import { registrationListQuery } from "@/lib/events/registration-schema";
import { one, withQuery, type QueryParams } from "@/lib/site/query";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "events.meta" });
  return { title: t("registrationsTitle"), robots: { index: false } };
}

/**
 * The registrations of one of the member's events (admins: any event): one status's list, keyset paged (the
 * cursor and the first row's place in the URL), with the counts, the check-in, the CSV and the decisions.
 */
export default async function EventRegistrationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; locale?: string }>;
  searchParams: Promise<QueryParams>;
}) {
  await pageLocale(params);
  const { id } = await params;
  const raw = await searchParams;
  const query = registrationListQuery.parse({ status: one(raw.status), cursor: one(raw.cursor), limit: 50 });
  const user = await requireUserOrRedirect(
    withQuery(registrationsPath(id), { status: one(raw.status), cursor: one(raw.cursor) }),
  );
  const page = await managedOrNotFound(listRegistrations(user, id, query));
  const position = Math.max(1, Number.parseInt(one(raw.from) ?? "1", 10) || 1);
  return (
    <ClientMessages namespaces={["eventsDecision"]}>
      <RegistrationsView page={page} position={query.cursor ? position : 1} />
    </ClientMessages>
  );
}
