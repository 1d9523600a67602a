import { ListSkeleton } from "@/components/ui/list-skeleton";

export default function Loading() {
  return <ListSkeleton label="Loading jobs" grid="md:grid-cols-2" />;
}
