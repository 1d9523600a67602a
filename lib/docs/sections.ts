// The documentation's sections, in the order the page's tabs show them. Client-safe.
export const docSections = [
  { value: "courses", label: "Courses" },
  { value: "tech-stack", label: "Tech Stack" },
  { value: "setup-guides", label: "Setup Guides" },
  { value: "faqs", label: "FAQs" },
] as const;

export type DocSection = (typeof docSections)[number]["value"];
