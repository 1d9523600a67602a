import type { Metadata } from "next";
import { requireMember } from "@/app/[locale]/(member)/dashboard/guard";
import { orNotFound } from "@/components/dashboard/record-responses";
import { TicketView } from "@/components/events/ticket-view";
import { getTicket } from "@/lib/events/tickets";
import { pageLocale } from "@/lib/i18n/page-locale";

export const metadata: Metadata = { title: "Your ticket", robots: { index: false } };

/** One of the member's tickets (anyone else's: not found). */
export default async function TicketPage({ params }: { params: Promise<{ id: string; locale?: string }> }) {
  await pageLocale(params);
  const { id } = await params;
  const user = await requireMember(`/dashboard/tickets/${encodeURIComponent(id)}`);
  return <TicketView ticket={await orNotFound(getTicket(user, id))} />;
}
