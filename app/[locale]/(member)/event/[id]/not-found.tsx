import { DetailState } from "@/components/ui/detail-state";

export default function EventNotFound() {
  return (
    <DetailState
      title="Event Not Found"
      description="The event you are looking for does not exist or has been removed."
      back={{ href: "/events", label: "Back to Events" }}
    />
  );
}
