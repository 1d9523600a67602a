import { History, Info, XCircle } from "lucide-react";
import { useTranslations } from "#i18n";
import type { ListingFormT } from "@/components/listings/common-fields";
import { givenReason } from "@/lib/listings/rejection";
import type { EditableListing } from "@/lib/listing-views/editable-listing";

const box = "flex items-start gap-3 rounded-2xl border p-4 text-sm";

/** "Reason: ….", or the plain statement that none was given (lib/listings/rejection's reasonLine, translated). */
export function reasonText(t: ListingFormT, reason: string | null | undefined): string {
  const given = givenReason(reason);
  if (!given) return t("notice.noReason");
  return t("notice.reason", { reason: /[.!?।]$/.test(given) ? given : `${given}.` });
}

/** What saving an edit does to the listing, said before it is saved; and the reason it was last rejected. */
export function EditNotice({ editing }: { editing: EditableListing }) {
  const t = useTranslations("listingForm");
  const { status, rejectionReason } = editing;
  if (status === "rejected") {
    return (
      <p className={`${box} border-danger/40 bg-danger/10 text-danger`}>
        <XCircle aria-hidden className="size-5 shrink-0" />
        {t("notice.rejectedEdit", { reason: reasonText(t, rejectionReason) })}
      </p>
    );
  }
  if (status === "approved") {
    return (
      <p className={`${box} border-warning/40 bg-warning/10 text-warning`}>
        <Info aria-hidden className="size-5 shrink-0" />
        {t("notice.live")}
      </p>
    );
  }
  if (!rejectionReason) return null;
  return (
    <p className={`${box} border-border bg-surface-raised text-muted`}>
      <History aria-hidden className="size-5 shrink-0" />
      {t("notice.resubmitted", { reason: reasonText(t, rejectionReason) })}
    </p>
  );
}
