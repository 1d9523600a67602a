import { requireMember, type SearchParams } from "@/app/(member)/dashboard/guard";
import { TicketsPanel } from "@/components/events/tickets-panel";
import { listMyTickets } from "@/lib/events/tickets";
import { one, withQuery } from "@/lib/site/query";

/** My Tickets: the member's event registrations, newest first, each leading to its ticket. */
export default async function TicketsPage({ searchParams }: { searchParams: SearchParams }) {
  const cursor = one((await searchParams).after);
  const user = await requireMember("/dashboard/tickets", cursor ? { after: cursor } : {});
  const page = await listMyTickets(user, cursor);
  return (
    <TicketsPanel
      page={page}
      olderHref={page.nextCursor ? withQuery("/dashboard/tickets", { after: page.nextCursor }) : null}
    />
  );
}
