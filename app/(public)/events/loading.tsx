import { ListSkeleton } from "@/components/listings/list-skeleton";

export default function Loading() {
  return <ListSkeleton label="Loading events" />;
}
