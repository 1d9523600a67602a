import { Users } from "lucide-react";
import Link from "next/link";
import { CountedList } from "@/components/admin/counted-list";
import { MemberActions } from "@/components/admin/member-actions";
import { SearchBox } from "@/components/listings/search-box";
import { Badge } from "@/components/ui/badge";
import { Pagination } from "@/components/ui/pagination";
import { listMembers } from "@/lib/admin/members";
import { formatDay } from "@/lib/format/date";

/** Members: search by name, email or username; roles, suspension, and what each has on the site. */
export async function MembersPanel({
  search,
  page,
  selfId,
}: {
  search: string;
  page: number;
  selfId: string;
}) {
  const { members, total, totalPages, currentPage } = await listMembers({ search, page, limit: 25 });
  return (
    <div className="flex flex-col gap-5">
      <SearchBox
        action="/admin/dashboard"
        query={search}
        label="Search members"
        placeholder="Search by name, email or username..."
        hidden={{ tab: "members" }}
      />
      <CountedList
        total={total}
        noun={["member", "members"]}
        items={members}
        empty={{
          icon: <Users className="size-10" />,
          title: "No members match",
          description: "Try a shorter search.",
        }}
        className="gap-3"
      >
        {(m) => (
          <li key={m.id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <Link
                  href={`/admin/dashboard?${new URLSearchParams({ tab: "members", member: m.id, ...(search ? { q: search } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`}
                  className="w-fit font-semibold underline-offset-4 hover:underline"
                >
                  {m.name || m.username}
                </Link>
                <span className="break-all text-sm text-muted">
                  @{m.username} · {m.email}
                </span>
                <span className="text-xs text-muted">
                  Joined {formatDay(m.joinedAt)} · {m.coins} coins · {m.listings} listings · {m.applications}{" "}
                  applications · {m.bids} bids
                </span>
              </div>
              <div className="flex gap-1.5">
                <Badge tone={m.role === "Admin" ? "primary" : "neutral"}>{m.role}</Badge>
                {m.suspended && <Badge tone="danger">Suspended</Badge>}
              </div>
            </div>
            {m.id === selfId ? (
              <p className="text-sm text-muted">This is you.</p>
            ) : (
              <MemberActions id={m.id} name={m.name || m.username} role={m.role} suspended={m.suspended} />
            )}
          </li>
        )}
      </CountedList>
      <Pagination
        path="/admin/dashboard"
        page={currentPage}
        totalPages={totalPages}
        params={{ tab: "members", ...(search ? { q: search } : {}) }}
      />
    </div>
  );
}
