"use client";

import { useState } from "react";
import { useTranslations } from "#i18n";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api";
import { localeInfo, localizedPath, locales, type Locale } from "@/lib/i18n/locales";

/**
 * The member's language: English or हिन्दी, saved on the server (their mails' language; the answer's cookie makes
 * it the site's). Once saved in another language than the page's, a link opens this page in it.
 */
export function LanguageForm({ current, pageLocale }: { current: Locale; pageLocale: string }) {
  const t = useTranslations("language");
  const [chosen, setChosen] = useState<Locale>(current);
  const [saved, setSaved] = useState<Locale | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      const answer = await apiFetch<{ locale: Locale }>("/api/auth/language", {
        method: "PUT",
        body: { locale: chosen },
      });
      setSaved(answer.locale);
    } catch (failure) {
      setError(errorMessage(failure, t("failed")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t("title")}</h2>
      <p className="text-sm text-white/70">{t("description")}</p>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t("choose")}</legend>
        {locales.map((locale) => (
          <label key={locale} lang={locale} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="locale"
              value={locale}
              checked={chosen === locale}
              onChange={() => setChosen(locale)}
            />
            {localeInfo[locale].name}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="md" disabled={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
      <p role="status" className="text-sm text-white/70">
        {saved && t("saved", { language: localeInfo[saved].name })}{" "}
        {saved && saved !== pageLocale && (
          <a href={localizedPath(saved, "/dashboard/settings")} lang={saved} className="underline">
            {t("open", { language: localeInfo[saved].name })}
          </a>
        )}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
