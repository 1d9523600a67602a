"use client";

import { SelectField } from "@/components/ui/form";
import type { StartupOption } from "@/lib/startups/links";

/**
 * The job and gig forms' optional "Startup" select: the member's approved startups (none: not shown). The server
 * checks the choice again (lib/startups/links.ts).
 */
export function StartupLinkField({ startups }: { startups: readonly StartupOption[] | undefined }) {
  if (!startups?.length) return null;
  return (
    <SelectField
      name="startupId"
      label="Startup"
      optional
      placeholder="None"
      options={startups.map((s) => ({ value: s.id, label: s.name }))}
      hint="Listed on your startup's page while it is open"
    />
  );
}
