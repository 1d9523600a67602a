import { ListSkeleton } from "@/components/ui/list-skeleton";

export default function Loading() {
  return <ListSkeleton label="Loading events" grid="sm:grid-cols-2 lg:grid-cols-3" withImage />;
}
