import { CheckCircle2 } from "lucide-react";
import { useLocale, useTranslations } from "#i18n";
import type { Ref } from "react";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format/date";

/** What stands in place of Apply Now once the member has applied: "Applied on 26 Nov 2026". */
export function AppliedNote({
  appliedAt,
  size = "md",
  ref,
}: {
  appliedAt: string;
  size?: "sm" | "md";
  /** Set where focus moves to the note (the Apply button it replaces is gone). */
  ref?: Ref<HTMLParagraphElement>;
}) {
  const t = useTranslations("jobsApply");
  const locale = useLocale();
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 text-success",
        size === "sm" ? "min-h-9 px-3 text-xs" : "min-h-11 px-4 text-sm",
      )}
    >
      <CheckCircle2 aria-hidden className="size-4" /> {t("appliedOn", { date: formatDay(appliedAt, "", locale) })}
    </p>
  );
}
