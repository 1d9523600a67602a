import { Users } from "lucide-react";
import Form from "next/form";
import Link from "next/link";
import { MemberActions } from "@/components/admin/member-actions";
import { RecordPanel } from "@/components/admin/record-panel";
import { SearchBox } from "@/components/listings/search-box";
import { Badge } from "@/components/ui/badge";
import { RecordCard } from "@/components/ui/record-card";
import type { MemberRow } from "@/lib/admin/members";
import { withQuery } from "@/lib/site/query";
import { isAdmin } from "@/lib/auth/policy";
import { formatDay } from "@/lib/format/date";
import { plural } from "@/lib/format/plural";
import type { CountedPage } from "@/lib/paging";

type Member = { id: string; role: "Admin" | "Member"; suspended: boolean };

/** The member's role, and Suspended when they are. */
export function MemberBadges({ member: m }: { member: Member }) {
  return (
    <div className="flex gap-1.5">
      <Badge tone={isAdmin(m) ? "primary" : "neutral"}>{m.role}</Badge>
      {m.suspended && <Badge tone="danger">Suspended</Badge>}
    </div>
  );
}

/** Promote, demote, suspend or restore a member; an admin cannot change themselves. */
export function MemberControls({
  member: m,
  name,
  selfId,
}: {
  member: Member;
  name: string;
  selfId: string;
}) {
  return m.id === selfId ? (
    <p className="text-sm text-muted">This is you.</p>
  ) : (
    <MemberActions id={m.id} name={name} role={m.role} suspended={m.suspended} />
  );
}

/** Members: search by name, email or username; roles, suspension, and what each has on the site. */
export function MembersPanel({
  search,
  selfId,
  members,
  ...counts
}: Omit<CountedPage<MemberRow>, "items"> & { search: string; selfId: string; members: MemberRow[] }) {
  const page = counts.currentPage;
  return (
    <RecordPanel
      filters={
        <SearchBox
          form={Form}
          action="/admin/members"
          query={search}
          label="Search members"
          placeholder="Search by name, email or username..."
        />
      }
      noun={["member", "members"]}
      page={counts}
      items={members}
      empty={{
        icon: <Users className="size-10" />,
        title: "No members match",
        description: "Try a shorter search.",
      }}
      className="flex flex-col gap-3"
      path="/admin/members"
      params={search ? { q: search } : {}}
    >
      {(m) => (
        <RecordCard
          key={m.id}
          shape="row"
          heading={
            <>
              <Link
                href={withQuery(`/admin/members/${m.id}`, {
                  q: search,
                  page: page > 1 ? String(page) : undefined,
                })}
                className="w-fit font-semibold underline-offset-4 hover:underline"
              >
                {m.name || m.username}
              </Link>
              <span className="break-all text-sm text-muted">
                @{m.username} · {m.email}
              </span>
              <span className="text-xs text-muted">
                Joined {formatDay(m.joinedAt)} · {plural(m.coins, "coin")} · {plural(m.listings, "listing")} ·{" "}
                {plural(m.applications, "application")} · {plural(m.bids, "bid")}
              </span>
            </>
          }
          status={<MemberBadges member={m} />}
        >
          <MemberControls member={m} name={m.name || m.username} selfId={selfId} />
        </RecordCard>
      )}
    </RecordPanel>
  );
}
