// What the reference's pages say alike of a call (the overview's links, a group's cards): its method's badge colour
// and the id of its card.
import type { BadgeTone } from "@/components/ui/badge";
import { slug } from "@/lib/openapi/slug";

export const methodTone: Record<string, BadgeTone> = {
  get: "success",
  post: "primary",
  put: "warning",
  patch: "warning",
  delete: "danger",
};

/** The id of a call's card on its group's page, which the overview links: "post--api-gigs-id-bids". */
export const operationId = (method: string, path: string) => `${method}-${slug(path)}`;
