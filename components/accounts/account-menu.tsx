"use client";

import { ChevronDown, Coins } from "lucide-react";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * Tablet widths (768–1279 px): the bar has no room for the account links beside the seven page links, so one
 * button showing the coin balance opens them. Closes on Escape, an outside click and every route change.
 */
export function AccountMenu({ coins, children }: { coins: number; children: ReactNode }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpenOn(null);
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border-strong bg-surface-raised px-3 text-sm font-medium text-warning hover:border-primary"
      >
        <Coins aria-hidden className="size-4" />
        {coins}
        <span className="sr-only"> coins, account menu</span>
        <ChevronDown
          aria-hidden
          className={cn("size-4 text-muted transition-transform", open && "rotate-180")}
        />
      </button>
      {open && (
        <div
          id="account-menu"
          className="absolute right-0 top-full mt-2 flex w-56 flex-col gap-1 rounded-2xl border border-border-strong bg-[#0b0b14] p-2 shadow-[0_12px_40px_-8px_rgb(0_0_0/0.7)]"
        >
          {children}
        </div>
      )}
    </div>
  );
}
