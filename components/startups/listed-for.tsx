import { Rocket } from "lucide-react";
import Link from "next/link";
import type { LinkedStartupDto } from "@/lib/startups/link-dto";

/** On a job's or gig's page: the startup it is listed for, linking to the startup's page (nothing when none). */
export function ListedFor({ startup }: { startup: LinkedStartupDto | null }) {
  if (!startup) return null;
  return (
    <Link
      href={startup.path}
      className="inline-flex min-h-11 items-center gap-2 px-2 text-sm font-medium text-accent hover:underline"
    >
      <Rocket aria-hidden className="size-4" />
      {`About ${startup.name}`}
    </Link>
  );
}
