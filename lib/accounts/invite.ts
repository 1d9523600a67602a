import { site } from "@/lib/site/config";

/** The query parameter of the invite link that carries a referral code into the registration form. */
export const REFERRAL_PARAM = "ref";

/** The registration page with the member's referral code already in its field. */
export function inviteLink(referralCode: string): string {
  const url = new URL("/login", site.url);
  url.searchParams.set("mode", "register");
  url.searchParams.set(REFERRAL_PARAM, referralCode);
  return url.toString();
}

/** The invite message a member copies for friends, with their referral link and code. */
export function inviteMessage(referralCode: string): string {
  return `Join me on ${site.name}, the community for Web3, AI and future-tech builders in India. Sign up at ${inviteLink(referralCode)} (my referral code ${referralCode} is filled in for you).`;
}

/** The referral code an invite link carries, as the registration field takes it: letters and digits, upper-cased. */
export function referralCodeFromLink(value: string | undefined): string {
  return (value ?? "")
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 40)
    .toUpperCase();
}
