import { Coins, LayoutDashboard, ShieldCheck } from "lucide-react";
import { useTranslations } from "#i18n";
import NextLink from "next/link";
import { AccountMenu } from "@/components/accounts/account-menu";
import { LogoutButton } from "@/components/accounts/logout-button";
import { buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Link } from "@/lib/i18n/navigation";

// The back office is English at its one address: its links are not put under the page's language.

function AccountLinks({ isAdmin, stacked }: { isAdmin: boolean; stacked?: boolean }) {
  const t = useTranslations("authNav");
  const link = buttonClass("ghost", "sm", stacked ? "justify-start" : undefined);
  return (
    <>
      {isAdmin && (
        <NextLink href="/admin/dashboard" className={link}>
          <ShieldCheck aria-hidden className="size-4" />
          {t("adminDashboard")}
        </NextLink>
      )}
      <Link href="/dashboard" className={link}>
        <LayoutDashboard aria-hidden className="size-4" />
        {t("dashboard")}
      </Link>
    </>
  );
}

/** The admin's own link beside the account menu (wider screens): "Admin" below 1280 px, the icon alone below 1024. */
function AdminLink() {
  const t = useTranslations("authNav");
  return (
    <NextLink
      href="/admin/dashboard"
      aria-label={t("adminDashboard")}
      title={t("adminDashboard")}
      className={buttonClass("ghost", "sm", "max-lg:w-11 max-lg:px-0")}
    >
      <ShieldCheck aria-hidden className="size-4" />
      <span className="max-lg:hidden">
        {t("admin")}
        <span className="max-xl:hidden"> {t("adminDashboardRest")}</span>
      </span>
    </NextLink>
  );
}

/**
 * The navigation bar's right-hand side for a signed-in user: Dashboard, the coin balance, Log out, and Admin
 * Dashboard for admins. All inline in the phone menu, and for members from 1280 px; otherwise one account menu
 * (the coin balance button) holds Dashboard and Log out, and an admin's Admin Dashboard link stays beside it.
 */
export function AccountNav({ coins, isAdmin }: { coins: number; isAdmin: boolean }) {
  const t = useTranslations("authNav");
  const inline = isAdmin ? "contents md:hidden" : "contents md:max-xl:hidden";
  const compact = isAdmin ? "hidden md:flex" : "hidden md:max-xl:flex";
  return (
    <>
      <div className={inline}>
        <AccountLinks isAdmin={isAdmin} />
        <span
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-surface-raised px-3 text-sm font-medium text-warning"
          title={t("coinBalance")}
        >
          <Coins aria-hidden className="size-4" />
          {coins}
          <span className="sr-only">{t("coins")}</span>
        </span>
        <LogoutButton />
      </div>
      <div className={cn(compact, "items-center gap-1.5")}>
        {isAdmin && <AdminLink />}
        <AccountMenu coins={coins}>
          <AccountLinks isAdmin={false} stacked />
          <LogoutButton variant="ghost" />
        </AccountMenu>
      </div>
    </>
  );
}
