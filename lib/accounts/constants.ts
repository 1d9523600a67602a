// Constants of accounts, safe to import in client components.

export const countryCodes = [
  { code: "+1", label: "USA" },
  { code: "+91", label: "India" },
  { code: "+44", label: "UK" },
  { code: "+61", label: "Australia" },
  { code: "+81", label: "Japan" },
  { code: "+49", label: "Germany" },
  { code: "+33", label: "France" },
  { code: "+86", label: "China" },
] as const;

export const countryCodeValues = countryCodes.map((c) => c.code) as [string, ...string[]];

export const MIN_AGE_YEARS = 5;
export const OTP_LENGTH = 6;
/** How long a code stays valid: the countdown the code step shows ("Code valid for 9:43"). */
export const OTP_VALID_SECONDS = 600;
/** The wait before a new code may be asked for (none once wrong tries killed the code). */
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;
/** A verified email may be registered within this window. */
export const OTP_VERIFIED_WINDOW_SECONDS = 30 * 60;
export const RESET_TOKEN_VALID_SECONDS = 60 * 60;
export const BIO_MAX = 160;
export const USERNAME_GREETING_MAX = 20;
