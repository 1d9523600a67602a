// Who may call a handler: apiHandler's `auth` option runs these. The rules are lib/auth/policy.ts's, the one
// place they are written; ownership of a listing is decided where the listing is read (lib/listings/moderation.ts).
export { assertAdmin, assertUser } from "@/lib/auth/policy";
