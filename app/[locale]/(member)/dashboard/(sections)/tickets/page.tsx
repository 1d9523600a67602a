import { requireMember, type SearchParams } from "@/app/[locale]/(member)/dashboard/guard";
import { TicketsPanel } from "@/components/events/tickets-panel";
import { listMyTickets } from "@/lib/events/tickets";
import { one, withQuery } from "@/lib/site/query";
import { localizedPath } from "@/lib/i18n/locales";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

/** My Tickets: the member's event registrations, newest first, each leading to its ticket. */
export default async function TicketsPage({ params: route, searchParams }: LocaleParams & { searchParams: SearchParams }) {
  const locale = await pageLocale(route);
  const cursor = one((await searchParams).after);
  const user = await requireMember("/dashboard/tickets", cursor ? { after: cursor } : {});
  const page = await listMyTickets(user, cursor);
  return (
    <TicketsPanel
      page={page}
      olderHref={
        page.nextCursor
          ? withQuery(localizedPath(locale, "/dashboard/tickets"), { after: page.nextCursor })
          : null
      }
    />
  );
}
