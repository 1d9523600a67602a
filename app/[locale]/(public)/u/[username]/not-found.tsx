import type { Metadata } from "next";
import { DetailState } from "@/components/ui/detail-state";

export const metadata: Metadata = { title: "Profile Not Found", robots: { index: false } };

/** A username that names no one, or a profile its member keeps hidden: the same page, so neither is told apart. */
export default function ProfileNotFound() {
  return (
    <DetailState
      title="Profile Not Found"
      description="This profile does not exist, or its member has not made it public."
      back={{ href: "/leaderboard", label: "See the leaderboard" }}
    />
  );
}
