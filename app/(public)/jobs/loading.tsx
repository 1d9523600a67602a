import { ListSkeleton } from "@/components/listings/list-skeleton";

export default function Loading() {
  return <ListSkeleton label="Loading jobs" media={false} grid="md:grid-cols-2" />;
}
