"use client";

import { useTranslations } from "#i18n";
import { RecordDecisions } from "@/components/ui/record-decisions";

/**
 * Accept (the other pending bids are then declined) or Reject, on a pending bid; each asks first, naming what
 * follows. `others` is the number of other pending bids on the gig. Reads the bids namespace (the page sends it).
 */
export function BidDecisionButtons({ id, bidder, others }: { id: string; bidder: string; others: number }) {
  const t = useTranslations("bids.decide");
  return (
    <RecordDecisions
      url={`/api/bids/${id}`}
      choices={[
        {
          decision: "accepted",
          label: t("acceptLabel", { bidder }),
          confirm: {
            title: t("acceptTitle", { bidder }),
            description: others > 0 ? t("acceptOthers", { others, bidder }) : t("acceptAlone", { bidder }),
          },
        },
        {
          decision: "rejected",
          label: t("rejectLabel", { bidder }),
          confirm: {
            title: t("rejectTitle", { bidder }),
            description: t("rejectText", { bidder }),
          },
        },
      ]}
      success={(status) =>
        status === "accepted"
          ? { title: t("acceptedTitle"), description: t("acceptedText", { bidder }) }
          : { title: t("rejectedTitle"), description: t("rejectedText", { bidder }) }
      }
    />
  );
}
