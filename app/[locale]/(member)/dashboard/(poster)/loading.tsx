import { Spinner } from "@/components/ui/spinner";

/** A poster's own listing pages (its applicants, its bids) while they load. */
export default function Loading() {
  return <Spinner label="Loading your dashboard..." />;
}
