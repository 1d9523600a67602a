import { grievanceOfficer, type LegalDoc } from "@/lib/legal/types";

export const refundPolicy: LegalDoc = {
  title: "Refund & Cancellation Policy",
  summary:
    "When you can cancel a course enrolment or booking, how refunds are paid, and what happens if we change or cancel a cohort.",
  sections: [
    {
      id: "scope",
      title: "1. Scope",
      paragraphs: [
        "This policy covers paid course enrolments and any other paid service bought on Builders Hub. Community membership, most meetups and webinars, course waitlists and 1:1 consultations are free, so no payment or refund applies to them. Coins have no cash value and are never refunded.",
      ],
    },
    {
      id: "cancellation",
      title: "2. Cancelling your enrolment",
      paragraphs: [
        "You may cancel within 3 days of enrolment for a full refund, provided you have not accessed any course materials (lessons, recordings, assignments or the cohort's private channel).",
        "After 3 days, or once you have accessed any course material, fees are not refundable. You may instead ask once to move to the next cohort of the same course.",
      ],
    },
    {
      id: "refunds",
      title: "3. How refunds are paid",
      paragraphs: [
        "Approved refunds go back to the original payment method (UPI, card or net banking) within 7 working days of approval. Your bank may take a few more days to show the credit. We do not charge a cancellation fee; payment-gateway charges are not deducted from eligible refunds.",
      ],
    },
    {
      id: "our-changes",
      title: "4. If we change or cancel a cohort",
      paragraphs: [
        "If we cancel a cohort, or move its start date by more than 14 days, you can choose a full refund or a free transfer to another cohort. If a live session is cancelled, we reschedule it or share a recording within 24 hours.",
      ],
    },
    {
      id: "how-to-request",
      title: "5. How to request a cancellation",
      paragraphs: [
        "Use the Contact page or email us from the address you enrolled with, giving your name, the course and your payment reference. We confirm within 2 working days whether the request is eligible.",
        `If you are unhappy with the outcome, write to our ${grievanceOfficer.title} at ${grievanceOfficer.email}.`,
      ],
    },
  ],
};
