import { getLocale, getTranslations } from "next-intl/server";
import { DetailState } from "@/components/ui/detail-state";
import { localizedPath } from "@/lib/i18n/locales";

export default async function EventNotFound() {
  const [t, locale] = await Promise.all([getTranslations("events"), getLocale()]);
  return (
    <DetailState
      title={t("notFound.title")}
      description={t("notFound.description")}
      back={{ href: localizedPath(locale, "/events"), label: t("detail.back") }}
    />
  );
}
