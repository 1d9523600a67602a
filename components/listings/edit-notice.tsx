import { History, Info, XCircle } from "lucide-react";
import { reasonLine } from "@/lib/listings/rejection";
import type { EditableListing } from "@/lib/listing-views/editable-listing";

const box = "flex items-start gap-3 rounded-2xl border p-4 text-sm";

/** What saving an edit does to the listing, said before it is saved; and the reason it was last rejected. */
export function EditNotice({ editing }: { editing: EditableListing }) {
  const { status, rejectionReason } = editing;
  if (status === "rejected") {
    return (
      <p className={`${box} border-danger/40 bg-danger/10 text-danger`}>
        <XCircle aria-hidden className="size-5 shrink-0" />
        Rejected. {reasonLine(rejectionReason)} Saving resubmits it for review.
      </p>
    );
  }
  if (status === "approved") {
    return (
      <p className={`${box} border-warning/40 bg-warning/10 text-warning`}>
        <Info aria-hidden className="size-5 shrink-0" />
        This listing is live. Saving changes sends it back for review; it leaves the lists until approved.
      </p>
    );
  }
  if (!rejectionReason) return null;
  return (
    <p className={`${box} border-border bg-surface-raised text-muted`}>
      <History aria-hidden className="size-5 shrink-0" />
      Resubmitted for review. Last rejection: {reasonLine(rejectionReason)}
    </p>
  );
}
