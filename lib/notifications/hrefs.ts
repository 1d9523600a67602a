// Where each notification leads: site paths, never absolute URLs (the bell and the list link within the site).

export type ListingKind = "job" | "event" | "startup" | "gig";

const listingPages: Record<ListingKind, string | null> = {
  job: "/job/",
  event: "/event/",
  gig: "/gig/",
  startup: null, // startups have no page of their own yet
};

export const notificationHrefs = {
  /** An approved listing's page; a rejected one (or a startup) the poster's listings. */
  listing: (kind: ListingKind, id: string, approved: boolean) => {
    const page = listingPages[kind];
    return approved && page ? `${page}${id}` : "/dashboard/listings";
  },
  applicants: (jobId: string) => `/dashboard/jobs/${jobId}/applications`,
  bids: (gigId: string) => `/dashboard/gigs/${gigId}/bids`,
  myApplications: () => "/dashboard/applications",
  myBids: () => "/dashboard/bids",
  myConsultations: () => "/dashboard/consultations",
  coinHistory: () => "/dashboard/coins?view=history",
  /** A saved search's list with its filters: /jobs?type=internship&mode=remote … */
  savedSearch: (
    list: "jobs" | "events" | "gigs" | "startups",
    params: Record<string, string> | URLSearchParams,
  ) => {
    const query = new URLSearchParams(params).toString();
    return query ? `/${list}?${query}` : `/${list}`;
  },
};

/** A path inside this site ("/…", not "//host" or "/\host"): the only kind a notification may redirect to. */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}
