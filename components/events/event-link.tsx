"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { toast } from "@/lib/client/toast";
import { useSession } from "@/components/accounts/session-provider";

/** Event details need an account: a guest is told so and sent to log in, then back here. */
export function EventLink({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  // Unknown yet (undefined): the link goes on, and the event page itself sends a guest to log in.
  const { session } = useSession();
  const href = `/event/${id}`;
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (session !== null) return;
    event.preventDefault();
    toast.error("Login Required", { description: "Please log in to view event details." });
    router.push(`/login?returnUrl=${encodeURIComponent(href)}`);
  }
  return (
    <Link href={href} onClick={onClick} className={className} prefetch={session ? null : false}>
      {children}
    </Link>
  );
}
