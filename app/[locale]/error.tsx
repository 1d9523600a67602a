"use client";

import { useLocale, useTranslations } from "#i18n";
import { Button, ButtonLink } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/states";
import { localizedPath } from "@/lib/i18n/locales";

/**
 * A page that failed to render: what happened, and Retry (reads the page's data again) or home. When the
 * database was the cause, scripts/server.mjs answers it with 503 and Retry-After.
 */
export default function PageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations("common.pageError");
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 py-16">
      <h1 className="sr-only">{t("title")}</h1>
      <ErrorState
        title={t("title")}
        description={t("description")}
        action={
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button onClick={() => retry()}>{t("retry")}</Button>
            <ButtonLink href={localizedPath(locale, "/")} variant="secondary">
              {t("home")}
            </ButtonLink>
          </div>
        }
      />
    </section>
  );
}
