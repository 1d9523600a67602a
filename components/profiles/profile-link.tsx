import { UserRound } from "lucide-react";
import Link from "next/link";

/** "View profile" beside an applicant's or bidder's name in the poster's lists (only when the profile is public). */
export function ProfileLink({ href, name }: { href: string; name: string }) {
  return (
    <Link
      href={href}
      target="_blank"
      className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-accent hover:underline"
    >
      <UserRound aria-hidden className="size-4" /> View profile
      <span className="sr-only"> of {name} (opens in a new tab)</span>
    </Link>
  );
}
