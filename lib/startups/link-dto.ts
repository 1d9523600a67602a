// The startup a job or gig is listed for, as its page and its answer show it: a link to the startup's page, only
// while the startup is approved (an unapproved one has no page). `startupId` stays for its poster's edit form.
import { startupPath } from "@/lib/startups/slug";

/** What a job or gig read selects of its startup. */
export const linkedStartupSelect = {
  startupId: true,
  startup: { select: { id: true, slug: true, name: true, status: true } },
} as const;

export type LinkedStartupDto = { id: string; name: string; path: string };

type Row = {
  startupId: string | null;
  startup: { id: string; slug: string | null; name: string; status: string } | null;
};

/** The listing's startup fields: its id, and the startup to show (null unless approved). */
export function toLinkedStartup(row: Row): { startupId: string | null; startup: LinkedStartupDto | null } {
  const s = row.startup;
  return {
    startupId: row.startupId,
    startup: s && s.status === "approved" ? { id: s.id, name: s.name, path: startupPath(s) } : null,
  };
}
