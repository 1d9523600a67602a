// The cache tag of each kind's public list results (lib/listing-views/public-lists.ts reads them, lib/listings/refresh.ts expires them).
export const listingTag = {
  job: "listings:job",
  event: "listings:event",
  gig: "listings:gig",
  startup: "listings:startup",
} as const;

export type ListedKind = keyof typeof listingTag;
