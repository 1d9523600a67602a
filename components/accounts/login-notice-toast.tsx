"use client";

import { useEffect } from "react";
import type { LoginNotice } from "@/lib/auth/login-notice";
import { toast } from "@/lib/client/toast";

/** Shows on /login why the guest was sent there. The link that sent them may have shown it already: same id, one toast. */
export function LoginNoticeToast({ notice }: { notice: LoginNotice }) {
  const { id, title, description } = notice;
  useEffect(() => {
    toast.error(title, { id, description });
  }, [id, title, description]);
  return null;
}
