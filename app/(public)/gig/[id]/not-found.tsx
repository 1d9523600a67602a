import { DetailState } from "@/components/ui/detail-state";

export default function GigNotFound() {
  return (
    <DetailState
      title="Gig Not Found"
      description="The gig you are looking for does not exist or has been removed."
      back={{ href: "/gigs", label: "Back to Gigs" }}
    />
  );
}
