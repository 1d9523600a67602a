"use client";

// The résumé saved with the builder profile: saved once, attached to an application in one tick (the apply form
// offers it), replaced or removed here. Only its owner can open it; the profile page never shows it.
import { FileText, Trash2, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmedAction } from "@/components/ui/confirmed-action";
import { Field, Input } from "@/components/ui/field";
import { RESUME_MAX_BYTES } from "@/lib/applications/schema";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { formatDay } from "@/lib/format/date";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";
import { profileMessages as m } from "@/lib/profiles/messages";

export function ResumeCard({ resume }: { resume: ProfileSettingsDto["resume"] }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.item(0);
    if (!file) return setError(m.chooseResume);
    if (file.size > RESUME_MAX_BYTES) return setError(m.chooseResume);
    const body = new FormData();
    body.set("resume", file);
    setSending(true);
    setError(undefined);
    try {
      await apiFetch("/api/profile/resume", { body });
      toast.success(m.resumeSaved, { description: `${file.name} is attached when you apply.` });
      if (input.current) input.current.value = "";
      router.refresh();
    } catch (e) {
      const message = e instanceof ApiClientError ? (e.errors.resume ?? e.message) : m.chooseResume;
      setError(message);
      toast.error("Résumé not saved", { description: message });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4" aria-labelledby="resume-card-title">
      <div className="flex flex-col gap-1">
        <h2 id="resume-card-title" className="text-lg font-semibold">
          Résumé
        </h2>
        <p className="text-sm text-muted">
          Save it once and attach it to any application in one tick. You can still send another file with an
          application.
        </p>
      </div>
      {resume ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-raised/60 p-3">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <FileText aria-hidden className="size-4 shrink-0 text-muted" />
            <span className="truncate font-medium">{resume.name}</span>
            <span className="shrink-0 text-muted">· saved {formatDay(resume.updatedAt)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            <a
              href="/api/profile/resume"
              target="_blank"
              rel="noopener"
              className={buttonClass("ghost", "sm")}
            >
              Open<span className="sr-only"> my saved résumé (opens in a new tab)</span>
            </a>
            <ConfirmedAction
              request={{ url: "/api/profile/resume", method: "DELETE" }}
              trigger={{
                label: (
                  <>
                    <Trash2 aria-hidden className="size-4" /> Remove
                  </>
                ),
                ariaLabel: "Remove my saved résumé",
                variant: "ghost",
              }}
              dialog={{
                title: "Remove your saved résumé?",
                description: "Applications you already sent keep their copy.",
                confirmLabel: "Remove résumé",
                busyText: "Removing...",
              }}
              success={{ title: m.resumeRemoved }}
              failure={{ title: "Résumé not removed" }}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">No résumé saved yet.</p>
      )}
      <form onSubmit={save} noValidate className="flex flex-col gap-3" aria-busy={sending || undefined}>
        <Field
          id="profile-resume"
          label={resume ? "Replace it with" : "Résumé file"}
          hint="PDF, DOC or DOCX, up to 5MB"
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
          loadingText="Uploading..."
          className="w-fit"
        >
          <Upload aria-hidden className="size-4" /> {resume ? "Replace résumé" : "Save résumé"}
        </Button>
      </form>
    </Card>
  );
}
