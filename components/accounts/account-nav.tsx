import { Coins, LayoutDashboard, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { AccountMenu } from "@/components/accounts/account-menu";
import { LogoutButton } from "@/components/accounts/logout-button";
import { buttonClass } from "@/components/ui/button";

function AccountLinks({ isAdmin, stacked }: { isAdmin: boolean; stacked?: boolean }) {
  const link = buttonClass("ghost", "sm", stacked ? "justify-start" : undefined);
  return (
    <>
      {isAdmin && (
        <Link href="/admin/dashboard" className={link}>
          <ShieldCheck aria-hidden className="size-4" />
          Admin Dashboard
        </Link>
      )}
      <Link href="/dashboard" className={link}>
        <LayoutDashboard aria-hidden className="size-4" />
        Dashboard
      </Link>
    </>
  );
}

/**
 * The navigation bar's right-hand side for a signed-in user: Dashboard, the coin balance, Log out,
 * and Admin Dashboard for admins. Inline in the phone menu and from 1280 px (1400 px for admins); one
 * account menu in between.
 */
export function AccountNav({ coins, isAdmin }: { coins: number; isAdmin: boolean }) {
  const inline = isAdmin ? "contents md:max-[1400px]:hidden" : "contents md:max-xl:hidden";
  const compact = isAdmin ? "hidden md:max-[1400px]:block" : "hidden md:max-xl:block";
  return (
    <>
      <div className={inline}>
        <AccountLinks isAdmin={isAdmin} />
        <span
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-surface-raised px-3 text-sm font-medium text-warning"
          title="Your coin balance"
        >
          <Coins aria-hidden className="size-4" />
          {coins}
          <span className="sr-only">coins</span>
        </span>
        <LogoutButton />
      </div>
      <div className={compact}>
        <AccountMenu coins={coins}>
          <AccountLinks isAdmin={isAdmin} stacked />
          <LogoutButton variant="ghost" />
        </AccountMenu>
      </div>
    </>
  );
}
