"use client";

// Inside the job application form: what the member's builder profile already holds. Their city and portfolio fill
// the still-empty fields, and a résumé saved with the profile is offered ticked ("Attach my saved résumé"), so an
// application takes one click more than the cover letter. Choosing a file for this application unticks it (a sent
// file wins on the server too). Renders nothing until the profile is read, or when it has no résumé. Its words: the
// catalog's settingsApply, which the job pages send with the apply dialog's (<ClientMessages>).
import { useTranslations } from "#i18n";
import { useEffect, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { CheckboxField } from "@/components/ui/form";
import { apiFetch } from "@/lib/client/api";
import type { ProfileSettingsDto } from "@/lib/profiles/dto";

type Fills = { location?: string; portfolio?: string };

export function SavedResumeChoice({ fills }: { fills: Fills }) {
  const t = useTranslations("settingsApply");
  const { getValues, getFieldState, resetField, setValue, control } = useFormContext();
  const [resumeName, setResumeName] = useState<string | null>(null);
  const chosen = useWatch({ control, name: "resume" }) as FileList | undefined;

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ profile: ProfileSettingsDto }>("/api/profile", { signal: controller.signal })
      .then(({ profile }) => {
        const values = getValues();
        const from: [string | undefined, string][] = [
          [fills.location, profile.city],
          [fills.portfolio, profile.portfolioUrl],
        ];
        for (const [field, value] of from) {
          if (!field || !value || values[field] || getFieldState(field).isDirty) continue;
          resetField(field, { defaultValue: value });
        }
        if (profile.resume) {
          resetField("savedResume", { defaultValue: true });
          setResumeName(profile.resume.name);
        }
      })
      .catch(() => {}); // no profile to read: the form is as it was
    return () => controller.abort();
  }, [fills.location, fills.portfolio, getValues, getFieldState, resetField]);

  useEffect(() => {
    if (chosen && chosen.length > 0) setValue("savedResume", false);
  }, [chosen, setValue]);

  if (!resumeName) return null;
  return (
    <CheckboxField
      name="savedResume"
      label={
        <span>
          {t.rich("attachSaved", {
            name: resumeName,
            muted: (chunks) => <span className="text-muted">{chunks}</span>,
          })}
        </span>
      }
    />
  );
}
