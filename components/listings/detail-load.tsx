import { useLocale, useTranslations } from "#i18n";
import { DetailState } from "@/components/ui/detail-state";
import { ReloadLink } from "@/components/ui/reload-link";
import { localizedPath } from "@/lib/i18n/locales";
import { formMessages } from "@/lib/validation/messages";

type Kind = "job" | "gig" | "event" | "startup";

/** What a detail page shows when its listing could not be read: Try Again, and the way back to its list (in the page's language). */
export function DetailLoadFailed({ kind }: { kind: Kind }) {
  const t = useTranslations("listFilters.detail");
  const locale = useLocale();
  return (
    <DetailState
      title={t("failed", { kind: t(`kind.${kind}`) })}
      description={formMessages.tryAgainLater}
      back={{ href: localizedPath(locale, `/${kind}s`), label: t(`back.${kind}`) }}
      action={<ReloadLink label={t("tryAgain")} />}
    />
  );
}
