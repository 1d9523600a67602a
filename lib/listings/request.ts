// Reads a listing's body, JSON or multipart, with its optional image, within the upload limit.
import { readFormData, readJsonBody } from "@/lib/api/body";
import { ApiError } from "@/lib/api/errors";
import { MAX_IMAGE_BYTES } from "@/lib/images/process";
import type { Decision } from "@/lib/listings/moderation";

/** The image limit plus room for the other fields of the form. */
export const LISTING_BODY_LIMIT = MAX_IMAGE_BYTES + 512 * 1024;

export type ListingBody = { fields: Record<string, unknown>; image: Uint8Array | null };

export async function readListingBody(
  request: Request,
  imageFields = ["image", "thumbnail"],
): Promise<ListingBody> {
  const type = request.headers.get("content-type") ?? "";
  if (/^application\/(.+\+)?json\b/i.test(type)) {
    const json = await readJsonBody(request, LISTING_BODY_LIMIT);
    if (!json || typeof json !== "object" || Array.isArray(json))
      throw new ApiError("bad_request", "Send a JSON object.");
    return { fields: json as Record<string, unknown>, image: null };
  }
  const form = await readFormData(request, LISTING_BODY_LIMIT);
  const fields: Record<string, unknown> = {};
  let image: Uint8Array | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (imageFields.includes(key) && value.size > 0) {
      if (value.size > MAX_IMAGE_BYTES) {
        throw new ApiError("payload_too_large", "Images can be at most 5MB.", {
          image: "Images can be at most 5MB.",
        });
      }
      image = new Uint8Array(await value.arrayBuffer());
    }
  }
  return { fields, image };
}

/** A PUT that approves or rejects: `status`, `adminApproval.isApproved` or `action` says which. */
export function moderationIntent(fields: Record<string, unknown>): Decision | null {
  const approval = fields.adminApproval;
  let isApproved: boolean | undefined;
  if (approval && typeof approval === "object" && "isApproved" in approval) {
    isApproved = (approval as { isApproved?: unknown }).isApproved === true;
  }
  if (fields.status === "approved" || fields.action === "approve") isApproved = true;
  if (fields.status === "rejected" || fields.action === "reject") isApproved = false;
  if (isApproved === undefined) return null;
  if (isApproved) return { approve: true };
  const fromApproval =
    approval && typeof approval === "object"
      ? (approval as { rejectionReason?: unknown }).rejectionReason
      : undefined;
  const reason = typeof fields.rejectionReason === "string" ? fields.rejectionReason : fromApproval;
  return { approve: false, reason: typeof reason === "string" ? reason : undefined };
}
