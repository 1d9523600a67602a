"use client";

import { useTranslations } from "#i18n";
import { useEffect } from "react";
import type { LoginNotice } from "@/lib/auth/login-notice";
import { toast } from "@/lib/client/toast";

/** A notice's id as its catalog key (authNav.notices): "login-required-event" → "loginRequiredEvent". */
const noticeKey = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Shows on /login why the guest was sent there, in the page's language (a notice the catalog lacks, as written).
 * The link that sent them may have shown it already: same id, one toast.
 */
export function LoginNoticeToast({ notice }: { notice: LoginNotice }) {
  const t = useTranslations("authNav.notices");
  const { id } = notice;
  const key = noticeKey(id);
  const known = t.has(`${key}.title` as never);
  const title = known ? t(`${key}.title` as never) : notice.title;
  const description = known ? t(`${key}.description` as never) : notice.description;
  useEffect(() => {
    toast.error(title, { id, description });
  }, [id, title, description]);
  return null;
}
