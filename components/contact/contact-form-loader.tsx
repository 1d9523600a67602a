"use client";

import type { ReactNode } from "react";
import { LazyForm } from "@/components/forms/lazy-form";

const load = () => import("@/components/contact/contact-form").then((module) => module.ContactForm);

/** Holds the server-drawn contact form (`children`) until first use, then the working one. */
export function ContactFormLoader({ children }: { children: ReactNode }) {
  return (
    <LazyForm load={load} render={(ContactForm, typed) => <ContactForm typed={typed} />}>
      {children}
    </LazyForm>
  );
}
