import { Badge, type BadgeTone } from "@/components/ui/badge";
import { bidStatusLabels, type BidStatus } from "@/lib/bids/dto";

const tones: Record<BidStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  withdrawn: "neutral",
  closed: "neutral",
};

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge tone={tones[status]}>{bidStatusLabels[status]}</Badge>;
}
