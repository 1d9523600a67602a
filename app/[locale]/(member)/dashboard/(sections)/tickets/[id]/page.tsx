import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { orNotFound } from "@/components/dashboard/record-responses";
import { TicketView } from "@/components/events/ticket-view";
import { getTicket } from "@/lib/events/tickets";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale?: string }> }): Promise<Metadata> {
  const { locale = "en" } = await params;
  const t = await getTranslations({ locale, namespace: "tickets.meta" });
  return { title: t("title"), robots: { index: false } };
}

/** One of the member's tickets (anyone else's: not found). */
export default async function TicketPage({ params }: { params: Promise<{ id: string; locale?: string }> }) {
  await pageLocale(params);
  const { id } = await params;
  const user = await requireMember(`/dashboard/tickets/${encodeURIComponent(id)}`);
  const ticket = await orNotFound(getTicket(user, id));
  return (
    <ClientMessages namespaces={["eventsRegister"]}>
      <TicketView ticket={ticket} />
    </ClientMessages>
  );
}
