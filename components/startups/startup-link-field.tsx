"use client";

import { useTranslations } from "#i18n";
import { SelectField } from "@/components/ui/form";
import type { StartupOption } from "@/lib/startups/links";

/**
 * The job and gig forms' optional "Startup" select: the member's approved startups (none: not shown). The server
 * checks the choice again (lib/startups/links.ts).
 */
export function StartupLinkField({ startups }: { startups: readonly StartupOption[] | undefined }) {
  const t = useTranslations("startupLink");
  if (!startups?.length) return null;
  return (
    <SelectField
      name="startupId"
      label={t("label")}
      optional
      placeholder={t("none")}
      options={startups.map((s) => ({ value: s.id, label: s.name }))}
      hint={t("hint")}
    />
  );
}
