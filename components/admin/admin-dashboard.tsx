import { LogoutButton } from "@/components/accounts/logout-button";
import { AdminTabs, adminTabs, type AdminTab } from "@/components/admin/admin-tabs";
import { AuditPanel } from "@/components/admin/audit-panel";
import { CoinsAdminPanel } from "@/components/admin/coins-admin-panel";
import { CoursesAdminPanel, DocsAdminPanel } from "@/components/admin/content-panels";
import { ConsultationsAdminPanel } from "@/components/admin/consultations-admin-panel";
import { LeadsPanel } from "@/components/admin/leads-panel";
import { MemberDetail } from "@/components/admin/member-detail";
import { MembersPanel } from "@/components/admin/members-panel";
import { OverviewPanel } from "@/components/admin/overview-panel";
import { ReviewPanel } from "@/components/admin/review-panel";
import { leadKinds } from "@/lib/admin/leads";
import { reviewPageQuery } from "@/lib/admin/review";
import type { CurrentUser } from "@/lib/auth/current-user";
import { consultationStatuses } from "@/lib/consultations/queries";

export type AdminParams = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** Back from one member to the list as it was (search and page kept). */
const membersHref = (params: AdminParams) =>
  `/admin/dashboard?${new URLSearchParams(
    Object.entries({ tab: "members", q: one(params.q), page: one(params.page) }).filter(
      (e): e is [string, string] => !!e[1],
    ),
  )}`;

/** Heading 'Admin Dashboard', the welcome line and Logout, then the sections as tabs in the URL. */
export function AdminDashboard({ user, params }: { user: CurrentUser; params: AdminParams }) {
  const tab: AdminTab = adminTabs.find((t) => t.value === params.tab)?.value ?? "overview";
  const page = Math.max(1, Number.parseInt(one(params.page) ?? "1", 10) || 1);
  const status = consultationStatuses.find((s) => s === params.status);
  return (
    <div className="flex flex-col gap-8 pt-4">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">Back office</p>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Admin Dashboard</h1>
          <p className="text-muted">
            Welcome, {user.firstName} {user.lastName} <span className="break-all">({user.email})</span>
          </p>
        </div>
        <LogoutButton variant="secondary" size="md" label="Logout" />
      </header>
      <AdminTabs current={tab}>
        {tab === "overview" && <OverviewPanel />}
        {tab === "listings" && (
          <ReviewPanel
            query={reviewPageQuery.parse({
              type: one(params.type),
              status: one(params.status),
              search: one(params.q),
              page: one(params.page),
            })}
          />
        )}
        {tab === "consultations" && <ConsultationsAdminPanel status={status} page={page} />}
        {tab === "coins" && <CoinsAdminPanel />}
        {tab === "courses" && <CoursesAdminPanel />}
        {tab === "docs" && <DocsAdminPanel />}
        {tab === "leads" && (
          <LeadsPanel
            kind={leadKinds.find((k) => k === params.kind)}
            course={one(params.course)}
            page={page}
          />
        )}
        {tab === "members" &&
          (one(params.member) ? (
            <MemberDetail id={one(params.member)!} selfId={user.id} back={membersHref(params)} />
          ) : (
            <MembersPanel search={one(params.q) ?? ""} page={page} selfId={user.id} />
          ))}
        {tab === "audit" && <AuditPanel action={one(params.action)} page={page} />}
      </AdminTabs>
    </div>
  );
}
