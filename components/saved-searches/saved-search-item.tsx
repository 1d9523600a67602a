"use client";

import { Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { Input, Label, Select } from "@/components/ui/field";
import { apiFetch, ApiClientError, networkFailureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { localizedPath } from "@/lib/i18n/locales";
import { formatDay, formatIstTime } from "@/lib/format/date";
import {
  alertFrequencies,
  frequencyControlId,
  namesItsSearch,
  savedSearchChange,
  type SavedSearchChange,
  type SavedSearchDto,
} from "@/lib/saved-searches/schema";

const failed = (error: unknown) => (error instanceof ApiClientError ? error.message : networkFailureMessage);

/**
 * One saved search: its name (a link to the search), the search in words when the name does not already say it,
 * how often it mails, rename, delete, last sent.
 */
export function SavedSearchItem({ search }: { search: SavedSearchDto }) {
  const t = useTranslations("savedSearches");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const frequencyId = frequencyControlId(search.id);
  const frequencyRef = useRef<HTMLSelectElement>(null);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Opened from "Change how often it emails you" (the save form, when the search was saved already).
  useEffect(() => {
    if (window.location.hash === `#${frequencyId}`) frequencyRef.current?.focus();
  }, [frequencyId]);

  async function change(data: SavedSearchChange, done: string) {
    const parsed = savedSearchChange.safeParse(data);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t("checkName"));
      return false;
    }
    try {
      await apiFetch(`/api/saved-searches/${encodeURIComponent(search.id)}`, {
        method: "PATCH",
        body: parsed.data,
      });
      toast.success(done);
      setError(null);
      router.refresh();
      return true;
    } catch (e) {
      toast.error(t("saveFailed"), { description: failed(e) });
      return false;
    }
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    if (await change({ name }, t("renamed"))) setRenaming(false);
  }

  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5">
      {renaming ? (
        <form
          onSubmit={rename}
          noValidate
          className="flex flex-wrap items-end gap-2"
          aria-label={t("renameLabel", { name: search.name })}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>{t("newName")}</Label>
            <Input
              id={`${id}-name`}
              name="name"
              defaultValue={search.name}
              maxLength={80}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <Button type="submit" size="sm" className="min-h-11">
            {t("saveName")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="min-h-11"
            onClick={() => setRenaming(false)}
          >
            {t("cancel")}
          </Button>
          {error && (
            <p id={`${id}-error`} className="w-full text-sm text-danger">
              {error}
            </p>
          )}
        </form>
      ) : (
        <h3 className="text-lg font-semibold">
          <a href={localizedPath(locale, search.href)} className="underline-offset-4 hover:text-accent hover:underline">
            {search.name}
          </a>
        </h3>
      )}
      {!namesItsSearch(search.name, search.description) && <p className="text-muted">{search.description}</p>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={frequencyId}>{t("emailMe")}</Label>
          <Select
            id={frequencyId}
            ref={frequencyRef}
            className="scroll-mt-28"
            defaultValue={search.frequency}
            onChange={(e) =>
              void change({ frequency: e.target.value as SavedSearchDto["frequency"] }, t("alertsUpdated"))
            }
          >
            {alertFrequencies.map((f) => (
              <option key={f} value={f}>
                {t(`frequencies.${f}`)}
              </option>
            ))}
          </Select>
        </div>
        {!renaming && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="min-h-11"
            onClick={() => setRenaming(true)}
            aria-label={t("renameLabel", { name: search.name })}
          >
            {t("rename")}
          </Button>
        )}
        <ConfirmedAction
          request={{ url: `/api/saved-searches/${encodeURIComponent(search.id)}`, method: "DELETE" }}
          trigger={{
            label: (
              <>
                <Trash2 aria-hidden className="size-4" /> {t("delete.label")}
              </>
            ),
            ariaLabel: t("delete.ariaLabel", { name: search.name }),
            variant: "ghost",
          }}
          dialog={{
            title: t("delete.title"),
            description: t("delete.description", { name: search.name }),
            confirmLabel: t("delete.confirm"),
            busyText: t("delete.busy"),
            keepLabel: t("cancel"),
          }}
          success={{ title: t("delete.doneTitle"), description: t("delete.doneText", { name: search.name }) }}
          failure={{ title: t("delete.failedTitle") }}
        />
      </div>
      <p className="text-sm text-muted">
        {t("lastSent")}{" "}
        {search.lastSentAt
          ? t("sentAt", {
              day: formatDay(search.lastSentAt, "", locale),
              time: formatIstTime(search.lastSentAt, locale),
            })
          : t("never")}
      </p>
    </li>
  );
}
