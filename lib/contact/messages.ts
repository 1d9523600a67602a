// The texts users see about the contact form, with the specification's words.
import { formMessages } from "@/lib/validation/messages";

export const contactMessages = {
  sent: "Email sent successfully! We will get back to you soon.",
  failed: "There was an error sending your message.",
  thrown: formMessages.requestFailed,
};
