import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { EventDetail } from "@/components/events/event-detail";
import { DetailLoadFailed } from "@/components/listings/detail-load";
import { requireUserOrRedirect } from "@/lib/auth/page-guards";
import { getCurrentUser } from "@/lib/auth/session";
import { canManageListing } from "@/lib/auth/policy";
import { isInterested } from "@/lib/events/interest";
import { getMyRegistration } from "@/lib/events/registrations";
import { getEvent } from "@/lib/events/queries";
import { eventJsonLd, jsonLdScript } from "@/lib/seo/json-ld";
import { readOrError } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";

type Props = { params: Promise<{ id: string; locale?: string }> };

const loadEvent = cache(async (id: string) => {
  const user = await getCurrentUser();
  if (!user) return null;
  return readOrError("event", () => getEvent(id, user));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "events" });
  const event = await loadEvent(id);
  if (!event || event === "error") return { title: t("meta.eventFallback"), robots: { index: false } };
  const description = (event.shortDescription || event.description).slice(0, 160);
  const type = t.has(`types.${event.type}`) ? t(`types.${event.type}` as "types.Event") : event.type;
  return {
    title: `${event.title}: ${type}`,
    description,
    alternates: { canonical: localizedPath(locale, `/event/${event.id}`) },
    openGraph: { title: event.title, description, ...(event.image ? { images: [event.image] } : {}) },
  };
}

/** Event details need an account; the check is made here, not only in proxy.ts. */
export default async function EventPage({ params }: Props) {
  await pageLocale(params);
  await connection();
  const { id } = await params;
  const user = await requireUserOrRedirect(`/event/${encodeURIComponent(id)}`);
  const event = await loadEvent(id);
  if (event === "error") return <DetailLoadFailed kind="event" />;
  // Its not-found.tsx with status 404 on every host (a member's page: drawn in the browser, lib/site/missing-listing.ts).
  if (!event) notFound();
  const [interested, mine] = await Promise.all([
    readOrError("event interest", () => isInterested(user, event.id)),
    event.registration ? readOrError("event registration", () => getMyRegistration(user, event.id)) : null,
  ]);
  const registration =
    event.registration && mine !== "error"
      ? { mine, canManage: canManageListing(user, { postedById: event.postedBy?.id ?? null }) }
      : undefined;
  return (
    <>
      {event.status === "approved" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(eventJsonLd(event, site.url)) }}
        />
      )}
      <ClientMessages namespaces={["eventsRegister"]}>
        <EventDetail
          event={event}
          interested={interested === "error" ? undefined : interested}
          registration={registration}
        />
      </ClientMessages>
    </>
  );
}
