"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A button that shows and hides a panel of links below it (the disclosure pattern: `aria-expanded` and
 * `aria-controls`, no menu roles, so Tab moves through the links). Closes on Escape (focus back on the button),
 * on a click outside, when focus leaves it and on every route change.
 */
export function MenuDisclosure({
  id,
  button,
  buttonClassName,
  panelClassName,
  children,
}: {
  id: string;
  /** The button's content, given whether the panel is open. */
  button: (open: boolean) => ReactNode;
  buttonClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpenOn(null);
      toggle.current?.focus();
    };
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
    <div
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpenOn(null);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={buttonClassName}
      >
        {button(open)}
      </button>
      {open && (
        <div id={id} className={panelClassName}>
          {children}
        </div>
      )}
    </div>
  );
}
