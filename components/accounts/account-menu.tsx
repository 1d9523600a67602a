"use client";

import { ChevronDown, Coins } from "lucide-react";
import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { MenuDisclosure } from "@/components/ui/menu-disclosure";
import { cn } from "@/lib/cn";

/**
 * Where the bar has no room for the account links beside the page links, one button showing the coin balance
 * opens them (MenuDisclosure: Escape, an outside click and every route change close it).
 */
export function AccountMenu({ coins, children }: { coins: number; children: ReactNode }) {
  const t = useTranslations("authNav");
  return (
    <MenuDisclosure
      id="account-menu"
      buttonClassName="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-surface-raised px-3 text-sm font-medium text-warning hover:border-primary"
      panelClassName="absolute right-0 top-full mt-2 flex w-56 flex-col gap-1 rounded-2xl border border-border-strong bg-[#0b0b14] p-2 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)]"
      button={(open) => (
        <>
          <Coins aria-hidden className="size-4" />
          {coins}
          <span className="sr-only"> {t("coinsAccountMenu")}</span>
          <ChevronDown
            aria-hidden
            className={cn("size-4 text-muted transition-transform", open && "rotate-180")}
          />
        </>
      )}
    >
      {children}
    </MenuDisclosure>
  );
}
