"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ApplicationDialog } from "@/components/jobs/application-dialog";
import { Button, type ButtonSize } from "@/components/ui/button";
import type { ApplyTarget } from "@/lib/jobs/dto";

/**
 * Apply: a guest is told to log in and sent there; a member goes to the job's own form
 * in a new tab when it has one, else fills in the application dialog.
 */
export function ApplyButton({
  job,
  signedIn,
  size = "md",
}: {
  job: ApplyTarget;
  signedIn: boolean;
  size?: ButtonSize;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);

  function onClick() {
    if (!signedIn) {
      toast.error("Please login to continue", { description: "You need to be logged in to apply for jobs." });
      router.push(`/login?returnUrl=${encodeURIComponent(`/job/${job.id}`)}`);
      return;
    }
    if (job.googleFormLink) {
      window.open(job.googleFormLink, "_blank", "noopener,noreferrer");
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button size={size} onClick={onClick} aria-label={`Apply to ${job.title} at ${job.company}`}>
        Apply Now
      </Button>
      {signedIn && !job.googleFormLink && <ApplicationDialog job={job} open={open} onOpenChange={setOpen} />}
    </>
  );
}
