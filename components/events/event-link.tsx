"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { toast } from "sonner";

/** Event details need an account: a guest is told so and sent to log in, then back here. */
export function EventLink({
  id,
  signedIn,
  className,
  children,
}: {
  id: string;
  signedIn: boolean;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const href = `/event/${id}`;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (signedIn) return;
    event.preventDefault();
    toast.error("Login Required", { description: "Please log in to view event details." });
    router.push(`/login?returnUrl=${encodeURIComponent(href)}`);
  }
  return (
    <Link href={href} onClick={onClick} className={className} prefetch={signedIn ? null : false}>
      {children}
    </Link>
  );
}
