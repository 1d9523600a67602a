import type { MyRegistrationDto } from "@/lib/events/registration-dto";
import type { ToastText } from "@/lib/forms/use-api-form";

/** What a registration's toast says, by what it got: a place, the waitlist, or a request to the organiser. */
export function registeredToast(r: Pick<MyRegistrationDto, "status" | "waitlistPosition">): ToastText {
  if (r.status === "registered") {
    return { title: "You are registered", description: "Your ticket is in your mail and in My Tickets." };
  }
  if (r.status === "waitlisted") {
    return {
      title: "You are on the waitlist",
      description: `You are number ${r.waitlistPosition ?? 1} in the queue; we mail you when a place opens up.`,
    };
  }
  return {
    title: "Request sent",
    description: "The organiser approves each registration; we mail you their answer.",
  };
}
