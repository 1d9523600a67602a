"use client";

import { lazyComponent } from "@/lib/client/lazy-component";
import { useLocale, useTranslations } from "#i18n";
import { useEffect, useRef, useState } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { useMemberGate } from "@/components/accounts/use-member-gate";
import { AppliedNote } from "@/components/jobs/applied-note";
import { useAppliedJob } from "@/components/jobs/use-applied-jobs";
import { Button, type ButtonSize } from "@/components/ui/button";
import type { ApplyTarget } from "@/lib/jobs/dto";
import { localizedPath } from "@/lib/i18n/locales";

// The dialog (its form, schema and focus trap) is fetched when a member first opens it.
const ApplicationDialog = lazyComponent(() =>
  import("@/components/jobs/application-dialog").then((module) => module.ApplicationDialog),
);

/**
 * Apply: a guest is told to log in and sent there; a member goes to the job's own form
 * in a new tab when it has one, else fills in the application dialog. Once the member has applied (known after
 * the page loads, or the moment the dialog's application is taken) it reads "Applied on <date>" instead.
 */
export function ApplyButton({
  job,
  size = "md",
  pressed = false,
}: {
  job: ApplyTarget;
  size?: ButtonSize;
  /** Pressed before this code loaded (components/jobs/apply-button-loader.tsx): take that press now. */
  pressed?: boolean;
}) {
  const t = useTranslations("jobsApply");
  const locale = useLocale();
  const { session } = useSession();
  const { checking, gate } = useMemberGate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { appliedAt, markApplied } = useAppliedJob(job.id);
  // Once the dialog that took the application closes, focus goes to the note that replaced the button.
  const note = useRef<HTMLParagraphElement>(null);
  const justApplied = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const pressTaken = useRef(false);
  useEffect(() => {
    if (!pressed || pressTaken.current) return;
    pressTaken.current = true;
    button.current?.focus();
    button.current?.click();
  }, [pressed]);
  useEffect(() => {
    if (!justApplied.current || open || !appliedAt) return;
    justApplied.current = false;
    note.current?.focus();
  }, [open, appliedAt]);

  function apply() {
    if (job.googleFormLink) {
      window.open(job.googleFormLink, "_blank", "noopener,noreferrer");
      return;
    }
    setOpened(true);
    setOpen(true);
  }

  function onClick() {
    // A known member applies within the click itself: a new tab opened after an await would be blocked.
    if (session) return apply();
    void gate({
      guest: { title: t("gateTitle"), description: t("gateDescription") },
      returnUrl: localizedPath(locale, `/job/${job.id}`),
      member: apply,
    });
  }

  const dialog = opened && (
    <ApplicationDialog
      job={job}
      open={open}
      onOpenChange={setOpen}
      onApplied={(at) => {
        markApplied(at);
        justApplied.current = true;
      }}
    />
  );
  if (appliedAt) {
    return (
      <>
        <AppliedNote appliedAt={appliedAt} size={size === "sm" ? "sm" : "md"} ref={note} />
        {dialog}
      </>
    );
  }
  return (
    <>
      <Button
        ref={button}
        size={size}
        loading={checking}
        onClick={onClick}
        aria-label={t("applyTo", { title: job.title, company: job.company })}
      >
        {t("applyNow")}
      </Button>
      {dialog}
    </>
  );
}
