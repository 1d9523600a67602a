import { ogImage } from "@/lib/og/image";

export const alt = "Web3 and AI jobs and internships in India | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({
    eyebrow: "Jobs & internships",
    title: "Web3 and AI jobs and internships in India",
    subtitle: "Hand-reviewed roles in Bengaluru, Mumbai, Hyderabad, Pune, Delhi NCR and remote.",
  });
}
