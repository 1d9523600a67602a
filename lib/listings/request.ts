// Reads a listing's body, JSON or multipart, with its optional image, within the upload limit.
import { readFieldsAndFiles } from "@/lib/api/body";
import { imageTooLarge, MAX_IMAGE_BYTES } from "@/lib/images/process";
import { z } from "zod";
import { isAdmin, type Actor } from "@/lib/auth/policy";
import type { Decision } from "@/lib/listings/moderation";
import { optionalRejectionInput, rejectionInput } from "@/lib/listings/schema";

/** The image limit plus room for the other fields of the form. */
export const LISTING_BODY_LIMIT = MAX_IMAGE_BYTES + 512 * 1024;

export type ListingBody = { fields: Record<string, unknown>; image: Uint8Array | null };

export async function readListingBody(
  request: Request,
  imageFields = ["image", "thumbnail"],
): Promise<ListingBody> {
  let image: Uint8Array | null = null;
  const fields = await readFieldsAndFiles(
    request,
    { form: LISTING_BODY_LIMIT, json: LISTING_BODY_LIMIT },
    async (name, file) => {
      if (!imageFields.includes(name)) return undefined;
      if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
      image = new Uint8Array(await file.arrayBuffer());
      return undefined;
    },
  );
  return { fields, image };
}

/** A form with an optional image file (a gig, a startup, a course), for the wrapper to validate. */
export async function readUploadForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...fields, imageBytes: image };
}

/**
 * A PUT that approves or rejects. Only an admin's `action`, `status` or `adminApproval.isApproved` mean
 * moderation: for anyone else they are fields a member may not set, ignored, and the PUT is an edit. A
 * status of `pending` beside adminApproval is the listing's own shape sent back, not a decision. A rejection
 * needs a reason (lib/listings/rejection.ts), unless `reasonOptional` (PUT /api/jobs/{id}, as documented).
 */
export function moderationIntent(
  fields: Record<string, unknown>,
  viewer: Actor | null,
  reasonOptional = false,
): Decision | null {
  if (!isAdmin(viewer)) return null;
  const approval =
    fields.adminApproval && typeof fields.adminApproval === "object"
      ? (fields.adminApproval as { isApproved?: unknown; rejectionReason?: unknown })
      : undefined;
  let isApproved: boolean | undefined;
  if (fields.action === "approve") isApproved = true;
  else if (fields.action === "reject") isApproved = false;
  else if (fields.status === "approved") isApproved = true;
  else if (fields.status === "rejected") isApproved = false;
  else if (fields.status === undefined && typeof approval?.isApproved === "boolean") {
    isApproved = approval.isApproved;
  }
  if (isApproved === undefined) return null;
  if (isApproved) return { approve: true };
  const reason = fields.rejectionReason !== undefined ? fields.rejectionReason : approval?.rejectionReason;
  const rule = reasonOptional ? optionalRejectionInput : rejectionInput;
  return { approve: false, reason: rule.parse({ rejectionReason: reason }).rejectionReason };
}

/**
 * A PUT on a listing: an admin's decision when it is one (moderationIntent), else the poster's new values,
 * validated by `schema` (after `fromForm` maps the form's field names), with the image file if one was sent.
 */
export async function readListingChange<S extends z.ZodType>(
  request: Request,
  viewer: Actor | null,
  schema: S,
  fromForm: (fields: Record<string, unknown>) => Record<string, unknown> = (fields) => fields,
  { reasonOptional = false }: { reasonOptional?: boolean } = {},
) {
  const { fields, image } = await readListingBody(request);
  const decision = moderationIntent(fields, viewer, reasonOptional);
  if (decision) return { decision } as const;
  return { decision: null, input: schema.parse(fromForm(fields)) as z.output<S>, image } as const;
}
