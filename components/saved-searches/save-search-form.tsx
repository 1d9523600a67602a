"use client";

import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { useState, type FormEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Field, FormMessage, Input, Select } from "@/components/ui/field";
import { apiFetch, ApiClientError, networkFailureMessage } from "@/lib/client/api";
import { localizedPath } from "@/lib/i18n/locales";
import {
  alertFrequencies,
  frequencyControlId,
  listPaths,
  savedSearchInput,
  type ListPath,
  type SavedSearchDto,
} from "@/lib/saved-searches/schema";
import { Icon } from "@/components/ui/icon";

/** The member's saved search of `list` with this canonical `query`, or null (none, or the list did not load). */
async function findSaved(list: ListPath, query: string): Promise<SavedSearchDto | null> {
  try {
    const { searches } = await apiFetch<{ searches: SavedSearchDto[] }>("/api/saved-searches");
    return searches.find((s) => listPaths[s.kind] === list && s.query === query) ?? null;
  } catch {
    return null;
  }
}

/**
 * Save a search: its name (the search in words to start with) and how often to be told of new matches; then a
 * success message with the way back to the search and to the saved searches. A search saved already (409) says
 * so, with the way to change how often that one emails.
 */
export function SaveSearchForm({
  list,
  query,
  defaultName,
  href,
}: {
  list: ListPath;
  query: string;
  defaultName: string;
  href: string;
}) {
  const t = useTranslations("savedSearches");
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [already, setAlready] = useState<{ message: string; href: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = savedSearchInput.safeParse({
      list,
      query,
      name: form.get("name"),
      frequency: form.get("frequency"),
    });
    setFailure(null);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { search } = await apiFetch<{ search: { name: string } }>("/api/saved-searches", {
        method: "POST",
        body: parsed.data,
      });
      setSaved(search.name);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409 && error.errors.query) {
        const same = await findSaved(list, query);
        const manage = localizedPath(locale, "/dashboard/saved-searches");
        setAlready({
          message: error.message,
          href: same ? `${manage}#${frequencyControlId(same.id)}` : manage,
        });
      } else if (error instanceof ApiClientError) {
        setErrors(error.errors);
        setFailure(error.message);
      } else setFailure(networkFailureMessage);
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <div
        role="status"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-success/40 bg-success/5 p-6"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Icon name="check-circle" className="size-5 text-success" />
          {t("saved", { name: saved })}
        </p>
        <p className="text-muted">{t("savedText")}</p>
        <div className="flex flex-wrap gap-3">
          <a href={href} className={buttonClass("secondary", "md", "min-h-11")}>
            {t("back")}
          </a>
          <Link
            href={localizedPath(locale, "/dashboard/saved-searches")}
            className={buttonClass("primary", "md", "min-h-11")}
          >
            {t("manage")}
          </Link>
        </div>
      </div>
    );
  }

  if (already) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-warning/40 bg-warning/5 p-6"
      >
        <p className="text-lg font-semibold">{already.message}</p>
        <div className="flex flex-wrap gap-3">
          <a href={already.href} className={buttonClass("primary", "md", "min-h-11")}>
            {t("changeFrequency")}
          </a>
          <a href={href} className={buttonClass("secondary", "md", "min-h-11")}>
            {t("back")}
          </a>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("saveTitle")} className="flex flex-col gap-5">
      <Field id="saved-search-name" label={t("name")} required error={errors.name}>
        {(aria) => <Input name="name" defaultValue={defaultName} maxLength={80} {...aria} />}
      </Field>
      <Field id="saved-search-frequency" label={t("emailMe")} error={errors.frequency}>
        {(aria) => (
          <Select name="frequency" defaultValue="daily" {...aria}>
            {alertFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(`frequencies.${f}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {failure && <FormMessage>{failure}</FormMessage>}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
