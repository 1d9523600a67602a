import { DetailSkeleton } from "@/components/listings/detail-skeleton";

export default function Loading() {
  return (
    <DetailSkeleton label="Loading event details" media facts={3} factGrid="sm:grid-cols-3" sections={2} />
  );
}
