"use client";

import { Check, ExternalLink, X } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { RejectDialog } from "@/components/admin/reject-dialog";
import { DeleteListingButton } from "@/components/dashboard/delete-listing-button";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/field";
import type { ReviewKind } from "@/lib/admin/schema";
import { reviewToasts, type BulkTally } from "@/lib/admin/messages";
import type { ReviewRow } from "@/lib/admin/review";
import { apiFetch } from "@/lib/client/api";
import { reasonLine } from "@/lib/listings/rejection";
import { formatDay } from "@/lib/format/date";
import { useApiAction } from "@/lib/forms/use-api-action";
import { plural } from "@/lib/format/plural";

const tone: Record<ReviewRow["status"], BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};
const label: Record<ReviewRow["status"], string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

const decide = (kind: ReviewKind, ids: string[], action: "approve" | "reject", rejectionReason?: string) =>
  apiFetch<BulkTally>("/api/admin/listings/bulk", {
    body: { type: kind, ids, action, ...(rejectionReason !== undefined ? { rejectionReason } : {}) },
  });

/** The queue of one listing type: each listing with Approve, Reject (with a reason) and Delete; several at once. */
export function ReviewList({ kind, rows }: { kind: ReviewKind; rows: ReviewRow[] }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const pending = rows.filter((r) => r.status === "pending");
  const chosen = pending.filter((r) => selected.has(r.id)).map((r) => r.id);

  const done = () => {
    setSelected(new Set());
    router.refresh();
  };
  const { busy, act: approve } = useApiAction({
    run: (ids: string[]) => decide(kind, ids, "approve"),
    success: (tally) => reviewToasts.approved(kind, tally),
    failure: ({ message }) => reviewToasts.approvalFailed(kind, message),
    onSuccess: done,
  });
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      {pending.length > 1 && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface/80 px-4 py-3">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <Checkbox
              checked={chosen.length === pending.length}
              onChange={(e) => setSelected(e.target.checked ? new Set(pending.map((r) => r.id)) : new Set())}
            />
            Select all pending
          </label>
          <span className="text-sm text-muted" aria-live="polite">
            {chosen.length} selected
          </span>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" disabled={busy || chosen.length === 0} onClick={() => void approve(chosen)}>
              <Check aria-hidden className="size-4" /> Approve selected
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || chosen.length === 0}
              onClick={() => setRejecting(chosen)}
            >
              <X aria-hidden className="size-4" /> Reject selected
            </Button>
          </div>
        </div>
      )}
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-5">
            <div className="flex flex-wrap items-start gap-3">
              {r.status === "pending" && pending.length > 1 && (
                <Checkbox
                  className="mt-1"
                  checked={selected.has(r.id)}
                  onChange={() => toggle(r.id)}
                  aria-label={`Select ${r.title}`}
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <h3 className="font-semibold wrap-anywhere">{r.title}</h3>
                <p className="text-sm text-muted">{r.subtitle}</p>
                <p className="text-xs text-muted">
                  {r.poster ? `${r.poster.name} (${r.poster.email})` : `Posted by ${r.postedByTag}`} ·{" "}
                  {formatDay(r.createdAt)}
                </p>
              </div>
              <Badge tone={tone[r.status]}>{label[r.status]}</Badge>
            </div>
            {r.description && (
              <p className="line-clamp-3 whitespace-pre-line text-sm text-muted">{r.description}</p>
            )}
            {r.status === "rejected" && (
              <p className="text-sm text-danger">{reasonLine(r.rejectionReason)}</p>
            )}
            {r.status === "pending" && r.rejectionReason && (
              <p className="text-sm text-warning">
                Resubmitted after a rejection. {reasonLine(r.rejectionReason)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              {r.status === "pending" && (
                <>
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() => void approve([r.id])}
                    aria-label={`Approve ${r.title}`}
                  >
                    <Check aria-hidden className="size-4" /> Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setRejecting([r.id])}
                    aria-label={`Reject ${r.title}`}
                  >
                    <X aria-hidden className="size-4" /> Reject
                  </Button>
                </>
              )}
              {r.href && (
                <Link href={r.href} className={buttonClass("ghost", "sm")} target="_blank">
                  <ExternalLink aria-hidden className="size-4" /> View
                  <span className="sr-only"> {r.title}</span>
                </Link>
              )}
              <DeleteListingButton kind={r.kind} id={r.id} title={r.title} />
            </div>
          </li>
        ))}
      </ul>
      <RejectDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={
          rejecting && rejecting.length > 1
            ? `Reject ${plural(rejecting.length, "listing")}`
            : "Reject this listing"
        }
        reject={(reason) => decide(kind, rejecting ?? [], "reject", reason)}
        success={(tally) => reviewToasts.rejected(kind, tally)}
        onDone={done}
        failure={(message) => reviewToasts.rejectionFailed(kind, message)}
      />
    </div>
  );
}
