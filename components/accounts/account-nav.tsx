import { Coins, LayoutDashboard, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { LogoutButton } from "@/components/accounts/logout-button";
import { buttonClass } from "@/components/ui/button";

/**
 * The navigation bar's right-hand side for a signed-in user (public §2). Between 768 px and the widths where
 * the pill has room, labels collapse to icons (the names stay for screen readers); the mobile menu shows them.
 */
export function AccountNav({ coins, isAdmin }: { coins: number; isAdmin: boolean }) {
  return (
    <>
      {isAdmin && (
        <Link href="/admin/dashboard" className={buttonClass("ghost", "sm", "md:max-[1400px]:px-3")}>
          <ShieldCheck aria-hidden className="size-4" />
          <span className="md:max-[1400px]:sr-only">Admin Dashboard</span>
        </Link>
      )}
      <Link href="/dashboard" className={buttonClass("ghost", "sm", "md:max-lg:px-3")}>
        <LayoutDashboard aria-hidden className="size-4" />
        <span className="md:max-lg:sr-only">Dashboard</span>
      </Link>
      <span
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-surface-raised px-3 text-sm font-medium text-warning"
        title="Your coin balance"
      >
        <Coins aria-hidden className="size-4" />
        {coins}
        <span className="sr-only">coins</span>
      </span>
      <LogoutButton labelClassName="md:max-lg:sr-only" />
    </>
  );
}
