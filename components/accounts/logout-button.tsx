"use client";

import { LogOut } from "lucide-react";
import { useTranslations } from "#i18n";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSession } from "@/components/accounts/session-provider";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";
import { useRouter } from "@/lib/i18n/navigation";

/** Log out: 'Logging out...' while pending, a toast, then the home page in the page's language (even when the call fails). */
export function LogoutButton({
  variant = "secondary",
  size = "sm",
  label,
  labelClassName,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
  labelClassName?: string;
}) {
  const t = useTranslations("authNav");
  const router = useRouter();
  const { refresh } = useSession();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await apiFetch("/api/auth/logout", { method: "POST" });
      toast.success(t("loggedOutTitle"), { description: t("loggedOutText") });
    } catch {
      toast.error(t("logoutErrorTitle"), { description: t("logoutErrorText") });
    }
    router.replace("/");
    router.refresh();
    void refresh();
    setPending(false);
  }

  return (
    <Button variant={variant} size={size} onClick={logout} loading={pending} loadingText={t("loggingOut")}>
      <LogOut aria-hidden className="size-4" />
      <span className={labelClassName}>{label ?? t("logout")}</span>
    </Button>
  );
}
