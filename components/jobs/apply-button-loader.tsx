"use client";

import { useTranslations } from "#i18n";
import { lazy, Suspense, useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { buttonClass, type ButtonSize } from "@/components/ui/button";
import type { ApplyTarget } from "@/lib/jobs/dto";

// The working button (the member gate, the applied note, the dialog's loader) is fetched once someone is signed in
// or the button is pressed, so a list of jobs carries none of it in its first load.
const ApplyButton = lazy(() =>
  import("@/components/jobs/apply-button").then((module) => ({ default: module.ApplyButton })),
);

/**
 * Apply Now as the server draws it, until its code is wanted: at once for a signed-in member (who may have applied
 * already), at the first press for anyone else (the press is carried over: the loaded button acts on it).
 */
export function ApplyButtonLoader({ job, size = "md" }: { job: ApplyTarget; size?: ButtonSize }) {
  const t = useTranslations("jobsApply");
  const { session } = useSession();
  const [pressed, setPressed] = useState(false);
  const drawn = (
    <button
      type="button"
      className={buttonClass("primary", size)}
      aria-label={t("applyTo", { title: job.title, company: job.company })}
      onClick={() => setPressed(true)}
    >
      {t("applyNow")}
    </button>
  );
  if (!session && !pressed) return drawn;
  return (
    <Suspense fallback={drawn}>
      <ApplyButton job={job} size={size} pressed={pressed} />
    </Suspense>
  );
}
