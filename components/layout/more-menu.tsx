"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { MenuDisclosure } from "@/components/ui/menu-disclosure";
import { cn } from "@/lib/cn";
import { localizedPath } from "@/lib/i18n/locales";
import { sitePath } from "@/lib/i18n/switch-path";
import { isActivePath, moreNavLinks } from "@/lib/site/navigation";

/**
 * The bar's More menu (wider screens): the public pages beyond the seven links. `chevron` is drawn by the server
 * (the sprite's icon), so no icon code comes with the header; it turns while the menu is open.
 */
export function MoreMenu({ chevron }: { chevron: ReactNode }) {
  const t = useTranslations("header");
  const locale = useLocale();
  const pathname = sitePath(usePathname() ?? "/");
  const isActive = (href: string) => isActivePath(pathname, href);
  const current = moreNavLinks.some((link) => isActive(link.href));
  return (
    <MenuDisclosure
      id="more-menu"
      buttonClassName={cn(
        "flex min-h-11 items-center gap-1 rounded-full px-1 text-sm transition-colors lg:px-3",
        current ? "bg-surface-raised text-text" : "text-muted hover:text-text",
      )}
      panelClassName="absolute right-0 top-full mt-2 w-56 rounded-2xl border border-border-strong bg-[#0b0b14] p-2 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)]"
      button={(open) => (
        <>
          {t("more")}
          <span className={cn("flex transition-transform", open && "rotate-180")}>{chevron}</span>
        </>
      )}
    >
      <ul className="flex flex-col gap-1">
        {moreNavLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={localizedPath(locale, link.href)}
              aria-current={isActive(link.href) ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center rounded-xl px-3 text-sm",
                isActive(link.href)
                  ? "bg-surface-raised text-text"
                  : "text-muted hover:bg-surface-raised hover:text-text",
              )}
            >
              {t(`nav.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </MenuDisclosure>
  );
}
