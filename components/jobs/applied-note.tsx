import { CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/format/date";

/** What stands in place of Apply Now once the member has applied: "Applied on 26 Nov 2026". */
export function AppliedNote({ appliedAt, size = "md" }: { appliedAt: string; size?: "sm" | "md" }) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 text-success",
        size === "sm" ? "min-h-9 px-3 text-xs" : "min-h-11 px-4 text-sm",
      )}
    >
      <CheckCircle2 aria-hidden className="size-4" /> Applied on {formatDay(appliedAt)}
    </p>
  );
}
