// Reads a listing's body, JSON or multipart, with its optional image, within the upload limit.
import { readBodyBytes, readFormData, readJsonBody } from "@/lib/api/body";
import { ApiError } from "@/lib/errors";
import { MAX_IMAGE_BYTES } from "@/lib/images/process";
import { z } from "zod";
import type { Viewer } from "@/lib/listings/fields";
import type { Decision } from "@/lib/listings/moderation";
import { optionalRejectionReason, rejectionReason } from "@/lib/listings/rejection";
import { uploadedFile } from "@/lib/validation/file";

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

/** A form with an optional image file (a gig, a startup, a course), for the wrapper to validate. */
export async function readUploadForm(request: Request): Promise<Record<string, unknown>> {
  const { fields, image } = await readListingBody(request);
  return { ...fields, imageBytes: image };
}

/** `schema` plus the image file's bytes (`readUploadForm`), if one was sent. */
export const withImageBytes = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({
    imageBytes: uploadedFile<Uint8Array | null>(
      "image",
      "An image file (JPEG, PNG or WebP, at most 5 MB), or the URL an image upload answered",
    ),
  });

/**
 * A body that may be absent: none (or an empty one, whatever its type) reads as {}; JSON and form
 * bodies are read as usual; any other non-empty body is 415.
 */
export async function readOptionalBody(
  request: Request,
  limit = 16 * 1024,
): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  let body: unknown;
  if (/^application\/(.+\+)?json\b/i.test(type)) body = await readJsonBody(request, limit);
  else if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    const form = await readFormData(request, limit);
    body = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
  } else {
    const bytes = await readBodyBytes(request, limit);
    if (bytes.byteLength > 0) {
      throw new ApiError("unsupported_media_type", "Send the request body as application/json.");
    }
    body = {};
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("bad_request", "Send a JSON object.");
  }
  return body as Record<string, unknown>;
}

/**
 * A PUT that approves or rejects. Only an admin's `action`, `status` or `adminApproval.isApproved` mean
 * moderation: for anyone else they are fields a member may not set, ignored, and the PUT is an edit. A
 * status of `pending` beside adminApproval is the listing's own shape sent back, not a decision. A rejection
 * needs a reason (lib/listings/rejection.ts), unless `reasonOptional` (PUT /api/jobs/{id}, as documented).
 */
export function moderationIntent(
  fields: Record<string, unknown>,
  viewer: Viewer,
  reasonOptional = false,
): Decision | null {
  if (viewer?.role !== "Admin") return null;
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
  const rule = z.object({ rejectionReason: reasonOptional ? optionalRejectionReason : rejectionReason });
  return { approve: false, reason: rule.parse({ rejectionReason: reason }).rejectionReason };
}

/**
 * A PUT on a listing: an admin's decision when it is one (moderationIntent), else the poster's new values,
 * validated by `schema` (after `fromForm` maps the form's field names), with the image file if one was sent.
 */
export async function readListingChange<S extends z.ZodType>(
  request: Request,
  viewer: Viewer,
  schema: S,
  fromForm: (fields: Record<string, unknown>) => Record<string, unknown> = (fields) => fields,
  { reasonOptional = false }: { reasonOptional?: boolean } = {},
) {
  const { fields, image } = await readListingBody(request);
  const decision = moderationIntent(fields, viewer, reasonOptional);
  if (decision) return { decision } as const;
  return { decision: null, input: schema.parse(fromForm(fields)) as z.output<S>, image } as const;
}
