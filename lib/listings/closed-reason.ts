// Why a job or gig stopped taking applications or bids before its deadline: its poster closed it ("Filled" or
// "Closed", lib/listings/schema.ts), or, for a gig, accepted a bid ("Awarded", lib/bids/mutations.ts). Each
// leaves the lists the same way (closedAt); the words differ. No server code: pages and client rows share it.

export const AWARDED = "Awarded";

/** The badge of a closed listing: "Filled", "Awarded" or "Closed". */
export function closedLabel(reason: string | null | undefined): string {
  return reason === "Filled" || reason === AWARDED ? reason : "Closed";
}
