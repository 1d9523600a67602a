import { site } from "@/lib/site/config";

/** The invite message a member copies for friends, with their referral code. */
export function inviteMessage(referralCode: string): string {
  return `Join me on ${site.name}, the community for Web3, AI and future-tech builders in India. Sign up at ${new URL("/login?mode=register", site.url)} and use my referral code ${referralCode}.`;
}
