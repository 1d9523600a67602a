/** A name as an address segment or an anchor: "Saved searches" → "saved-searches", "/api/gigs/{id}" → "-api-gigs-id-". */
export const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, "-");
