import { DetailSkeleton } from "@/components/listings/detail-skeleton";

export default function Loading() {
  return <DetailSkeleton label="Loading job details" facts={4} sections={3} />;
}
