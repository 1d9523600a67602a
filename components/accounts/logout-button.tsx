"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { useSession } from "@/components/accounts/session-provider";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { apiFetch } from "@/lib/client/api";

/** Log out: 'Logging out...' while pending, a toast, then / (even when the call fails). */
export function LogoutButton({
  variant = "secondary",
  size = "sm",
  label = "Log out",
  labelClassName,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
  labelClassName?: string;
}) {
  const router = useRouter();
  const { refresh } = useSession();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await apiFetch("/api/auth/logout", { method: "POST" });
      toast.success("Logged out", { description: "See you soon!" });
    } catch {
      toast.error("Logout Error", { description: "Failed to logout properly" });
    }
    router.replace("/");
    router.refresh();
    void refresh();
    setPending(false);
  }

  return (
    <Button variant={variant} size={size} onClick={logout} loading={pending} loadingText="Logging out...">
      <LogOut aria-hidden className="size-4" />
      <span className={labelClassName}>{label}</span>
    </Button>
  );
}
