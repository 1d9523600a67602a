"use client";

import type { ReactNode } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { LazyForm } from "@/components/forms/lazy-form";

const load = () =>
  import("@/components/consultations/consultation-form").then((module) => module.ConsultationForm);

/**
 * Holds the server-drawn consultation request (`children`) until first use, until it is on screen and the
 * browser is idle (the working form shows the free slots), or at once for a member (whose details it fills in).
 */
export function ConsultationFormLoader({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return (
    <LazyForm
      load={load}
      eager={!!session}
      whenVisible
      render={(ConsultationForm, typed) => <ConsultationForm typed={typed} />}
    >
      {children}
    </LazyForm>
  );
}
