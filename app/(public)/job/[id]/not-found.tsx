import { DetailState } from "@/components/ui/detail-state";

export default function JobNotFound() {
  return (
    <DetailState
      title="Job Not Found"
      description="The job you are looking for does not exist or has been removed."
      back={{ href: "/jobs", label: "Back to Jobs" }}
    />
  );
}
