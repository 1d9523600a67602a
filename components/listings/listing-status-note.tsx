import { Clock, XCircle } from "lucide-react";
import { useTranslations } from "#i18n";
import { reasonText } from "@/components/listings/edit-notice";

/** What the poster (or an admin) sees on a listing that is not live. */
export function ListingStatusNote({
  status,
  reason,
}: {
  status: "pending" | "approved" | "rejected";
  reason: string | null;
}) {
  const t = useTranslations("listingForm");
  if (status === "approved") return null;
  const pending = status === "pending";
  return (
    <p
      role="status"
      className={
        pending
          ? "flex items-start gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 text-sm text-warning"
          : "flex items-start gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm text-danger"
      }
    >
      {pending ? (
        <Clock aria-hidden className="size-5 shrink-0" />
      ) : (
        <XCircle aria-hidden className="size-5 shrink-0" />
      )}
      {pending ? t("notice.pending") : t("notice.rejected", { reason: reasonText(t, reason) })}
    </p>
  );
}
