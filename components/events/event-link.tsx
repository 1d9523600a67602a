"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { loginNotice } from "@/lib/auth/login-notice";
import { loginPath } from "@/lib/auth/return-url";
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
    // The login page shows the same notice (same id): the toast is one, shown from the click.
    const notice = loginNotice(href);
    if (notice) toast.error(notice.title, { id: notice.id, description: notice.description });
    router.push(loginPath(href));
  }
  return (
    <Link href={href} onClick={onClick} className={className} prefetch={session ? null : false}>
      {children}
    </Link>
  );
}
