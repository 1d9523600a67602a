"use client";

// The résumé saved with the builder profile: saved once, attached to an application in one tick (the apply form
// offers it), replaced or removed here. Only its owner can open it; the profile page never shows it.
import { FileText, Trash2, Upload } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import { useRef, useState, type FormEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { Field, Input } from "@/components/ui/field";
import { RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { useErrorText } from "@/lib/client/error-text";
import { toast } from "@/lib/client/toast";
import { formatDay } from "@/lib/format/date";
import { useRouter } from "@/lib/i18n/navigation";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";
import { profileMessages as m } from "@/lib/profiles/messages";

export function ResumeCard({ resume }: { resume: ProfileSettingsDto["resume"] }) {
  const t = useTranslations("settings.resume");
  const locale = useLocale();
  const inPageLanguage = useErrorText();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.item(0);
    if (!file) return setError(inPageLanguage(m.chooseResume));
    if (file.size > RESUME_MAX_BYTES) return setError(inPageLanguage(m.chooseResume));
    const body = new FormData();
    body.set("resume", file);
    setSending(true);
    setError(undefined);
    try {
      await apiFetch("/api/profile/resume", { body });
      toast.success(t("saved"), { description: t("savedText", { name: file.name }) });
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (e) {
      const message = inPageLanguage(
        e instanceof ApiClientError ? (e.errors.resume ?? e.message) : m.chooseResume,
      );
      setError(message);
      toast.error(t("notSaved"), { description: message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="resume-card-title">
      <div className="flex flex-col gap-1">
        <h2 id="resume-card-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      {resume ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised/60 p-3">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <FileText aria-hidden className="size-4 shrink-0 text-muted" />
            <span className="truncate font-medium">{resume.name}</span>
            <span className="shrink-0 text-muted">
              {t("savedOn", { date: formatDay(resume.updatedAt, "", locale) })}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href="/api/profile/resume"
              target="_blank"
              rel="noopener"
              className={buttonClass("ghost", "sm")}
            >
              {t.rich("open", { hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            </a>
            <ConfirmedAction
              request={{ url: "/api/profile/resume", method: "DELETE" }}
              trigger={{
                label: (
                  <>
                    <Trash2 aria-hidden className="size-4" /> {t("remove")}
                  </>
                ),
                ariaLabel: t("removeAria"),
                variant: "ghost",
              }}
              dialog={{
                title: t("removeTitle"),
                description: t("removeText"),
                confirmLabel: t("removeConfirm"),
                busyText: t("removing"),
              }}
              success={{ title: t("removed") }}
              failure={{ title: t("notRemoved") }}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">{t("none")}</p>
      )}
      <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-busy={sending || undefined}>
        <Field
          id="profile-resume"
          label={resume ? t("replaceWith") : t("file")}
          hint={t("fileHint")}
          error={error}
        >
          {(aria) => (
            <Input
              ref={input}
              type="file"
              name="resume"
              accept=".pdf,.doc,.docx"
              disabled={sending}
              onChange={() => setError(undefined)}
              className="py-2 file:mr-3 file:rounded-full file:border-0 file:bg-surface-raised file:px-3 file:py-1 file:text-text"
              {...aria}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={sending}
          loadingText={t("uploading")}
          className="w-fit"
        >
          <Upload aria-hidden className="size-4" /> {resume ? t("replace") : t("save")}
        </Button>
      </form>
    </Card>
  );
}
