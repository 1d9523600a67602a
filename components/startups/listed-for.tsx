import { Rocket } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { localizedPath } from "@/lib/i18n/locales";
import type { LinkedStartupDto } from "@/lib/startups/link-dto";

/** On a job's or gig's page: the startup it is listed for, linking to the startup's page (nothing when none). */
export function ListedFor({ startup }: { startup: LinkedStartupDto | null }) {
  const t = useTranslations("startups");
  const locale = useLocale();
  if (!startup) return null;
  return (
    <Link
      href={localizedPath(locale, startup.path)}
      className="inline-flex min-h-11 items-center gap-2 px-2 text-sm font-medium text-accent hover:underline"
    >
      <Rocket aria-hidden className="size-4" />
      {t("aboutName", { name: startup.name })}
    </Link>
  );
}
