"use client";

import { useTranslations } from "#i18n";
import { useEffect } from "react";
import type { LoginNotice } from "@/lib/auth/login-notice";
import { toast } from "@/lib/client/toast";

/** A notice's id as its catalog key (authNav.notices): "login-required-event" → "loginRequiredEvent". */
const noticeKey = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A notice's words in the page's language (a notice the catalog lacks, as written). */
export function useNoticeWords(): (notice: LoginNotice) => { title: string; description: string } {
  const t = useTranslations("authNav.notices");
  return ({ id, title, description }) => {
    const key = noticeKey(id);
    return t.has(`${key}.title` as never)
      ? { title: t(`${key}.title` as never), description: t(`${key}.description` as never) }
      : { title, description };
  };
}

/**
 * Shows on /login why the guest was sent there, in the page's language. The link that sent them may have shown it
 * already (components/listings/login-link.tsx): same id, one toast.
 */
export function LoginNoticeToast({ notice }: { notice: LoginNotice }) {
  const { id } = notice;
  const { title, description } = useNoticeWords()(notice);
  useEffect(() => {
    toast.error(title, { id, description });
  }, [id, title, description]);
  return null;
}
