import { UserRound } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { localizedPath } from "@/lib/i18n/locales";

/** "View profile" beside an applicant's or bidder's name in the poster's lists (only when the profile is public). */
export function ProfileLink({ href, name }: { href: string; name: string }) {
  const t = useTranslations("profiles");
  const locale = useLocale();
  return (
    <Link
      href={localizedPath(locale, href)}
      target="_blank"
      className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <UserRound aria-hidden className="size-4" /> {t("viewProfile")}
      <span className="sr-only"> {t("viewProfileOf", { name })}</span>
    </Link>
  );
}
