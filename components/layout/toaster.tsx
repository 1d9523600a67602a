"use client";

import { useTranslations } from "#i18n";
import { Toaster as Sonner } from "sonner";

/** One toast at a time, bottom right, in the site's colours. */
export function Toaster() {
  const t = useTranslations("common");
  return (
    <Sonner
      containerAriaLabel={t("toasts")}
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      closeButton
      toastOptions={{
        closeButtonAriaLabel: t("closeToast"),
        classNames: {
          toast: "!bg-surface-raised !border-border-strong !text-text !rounded-2xl",
          description: "!text-muted",
          error: "!border-danger/60 !bg-[#2a0f14]",
        },
      }}
    />
  );
}
