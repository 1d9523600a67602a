import { Coins, Gift } from "lucide-react";
import { CopyButton } from "@/components/dashboard/copy-button";
import { Card } from "@/components/ui/card";
import { site } from "@/lib/site/config";

/** My Coins: the balance and the referral code with its invite message. History arrives with the coin ledger. */
export function CoinsPanel({ coins, referralCode }: { coins: number; referralCode: string }) {
  const invite = `Join me on ${site.name}, the community for Web3, AI and future-tech builders in India. Sign up at ${new URL("/login?mode=register", site.url)} and use my referral code ${referralCode}.`;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Coins aria-hidden className="size-5 text-warning" /> Coin balance
        </h2>
        <p className="text-5xl font-bold tracking-tight">
          {coins}
          <span className="ml-2 text-base font-medium text-muted">coins</span>
        </p>
        <p className="text-sm text-muted">
          Earn coins by completing your profile, submitting listings and inviting friends.
        </p>
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Gift aria-hidden className="size-5 text-accent" /> Your referral code
        </h2>
        <p className="w-fit rounded-xl border border-dashed border-border-strong bg-surface-raised px-4 py-2 font-mono text-xl tracking-widest">
          {referralCode}
        </p>
        <p className="text-sm text-muted">Friends who sign up with your code earn you coins.</p>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={referralCode} label="Copy code" toastTitle="Referral Code Copied!" />
          <CopyButton text={invite} label="Copy invite message" toastTitle="Invite Message Copied!" />
        </div>
      </Card>
    </div>
  );
}
