import { DetailState } from "@/components/ui/detail-state";
import { ReloadLink } from "@/components/ui/reload-link";
import { formMessages } from "@/lib/validation/messages";

const lists = { job: "Jobs", gig: "Gigs", event: "Events", startup: "Startups" };

/** What a detail page shows when its listing could not be read: Try Again, and the way back to its list. */
export function DetailLoadFailed({ kind }: { kind: keyof typeof lists }) {
  return (
    <DetailState
      title={`Failed to load ${kind} details`}
      description={formMessages.tryAgainLater}
      back={{ href: `/${kind}s`, label: `Back to ${lists[kind]}` }}
      action={<ReloadLink label="Try Again" />}
    />
  );
}
