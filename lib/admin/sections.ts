// The back office's sections, one route each (/admin/<section>), and the old one-page addresses
// (/admin/dashboard?tab=<section>&…) they replace. No server code: pages, tabs and tests share it.
import type { Metadata } from "next";
import type { QueryParams } from "@/lib/site/query";
import { one } from "@/lib/site/query";

export const adminSections = [
  "overview",
  "listings",
  "consultations",
  "schedule",
  "coins",
  "courses",
  "docs",
  "leads",
  "members",
  "conversations",
  "audit",
] as const;

export type AdminSection = (typeof adminSections)[number];

/** Each section's name, on its tab and in its page title. */
export const adminSectionLabels: Record<AdminSection, string> = {
  overview: "Overview",
  listings: "Review Listings",
  consultations: "Consultations",
  schedule: "Schedule",
  coins: "Coin Management",
  courses: "Add Courses",
  docs: "Add Documentation",
  leads: "Leads",
  members: "Members",
  conversations: "Reports",
  audit: "Audit Log",
};

/** A section page's metadata: "Members · Admin Dashboard", never indexed. */
export const adminMetadata = (section: AdminSection): Metadata => ({
  title: `${adminSectionLabels[section]} · Admin Dashboard`,
  robots: { index: false },
});

/** The section the path shows (/admin/members/abc → members); overview for /admin and anything else. */
export function sectionOf(segment: string | null | undefined): AdminSection {
  return adminSections.find((s) => s === segment) ?? "overview";
}

/**
 * Where an old address goes: /admin/dashboard?tab=X&… → /admin/X?… (tab dropped, the rest kept), an unknown or
 * missing tab → /admin/overview, and ?tab=members&member=ID → /admin/members/ID (the list's search and page kept).
 */
export function legacyAdminPath(params: QueryParams): string {
  const section = sectionOf(one(params.tab));
  const rest = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === "tab" || (section === "members" && key === "member")) continue;
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) rest.append(key, v);
  }
  const member = section === "members" ? one(params.member) : undefined;
  const path = member ? `/admin/members/${encodeURIComponent(member)}` : `/admin/${section}`;
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
