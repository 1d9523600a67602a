import { useTranslations } from "#i18n";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { BidStatus } from "@/lib/bids/dto";

const tones: Record<BidStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  withdrawn: "neutral",
  closed: "neutral",
};

/** The bid's status in the page's language (bids.status; lib/bids/dto's bidStatusLabels are its English). */
export function BidStatusBadge({ status }: { status: BidStatus }) {
  const t = useTranslations("bids.status");
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
