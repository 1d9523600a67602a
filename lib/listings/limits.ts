// Per-member limits on what costs storage: image uploads and new listings (kept in PostgreSQL, shared by
// every app instance; lib/rate-limit.ts).
import { enforceRateLimits, type RateRule } from "@/lib/rate-limit";

const HOUR = 60 * 60;

export const listingLimits = {
  imageUploadsByUser: (userId: string): RateRule => ({
    key: `upload:image:user:${userId}`,
    limit: 30,
    windowSeconds: HOUR,
  }),
  listingsByUser: (userId: string): RateRule => ({
    key: `listing:create:user:${userId}`,
    limit: 20,
    windowSeconds: HOUR,
  }),
};

export const listingTooManyMessages = {
  upload: "Too many image uploads. Please try again later.",
  listing: "Too many listings submitted. Please try again later.",
};

/** 429 with Retry-After once a member has uploaded 30 images this hour. */
export const limitImageUploads = (userId: string) =>
  enforceRateLimits([listingLimits.imageUploadsByUser(userId)], listingTooManyMessages.upload);

/** 429 with Retry-After once a member has submitted 20 listings this hour. */
export const limitNewListings = (userId: string) =>
  enforceRateLimits([listingLimits.listingsByUser(userId)], listingTooManyMessages.listing);
