"use client";

import type { ReactNode } from "react";
import { useSession } from "@/components/accounts/session-provider";
import { LazyForm } from "@/components/forms/lazy-form";

const load = () => import("@/components/contact/contact-form").then((module) => module.ContactForm);

/**
 * Holds the server-drawn contact form (`children`) until first use, then the working one; for a member at once
 * (the page is cached, the same for everyone: the session is read in the browser, and the form fills in their name
 * and email).
 */
export function ContactFormLoader({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return (
    <LazyForm load={load} eager={!!session} render={(ContactForm, typed) => <ContactForm typed={typed} />}>
      {children}
    </LazyForm>
  );
}
