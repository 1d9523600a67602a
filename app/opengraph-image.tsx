import { ogImage } from "@/lib/og/image";

export const alt = "Builders Hub: India's home for Web3 & AI Solutions, Communities and Careers";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({
    eyebrow: "For India's builders",
    title: "India's home for Web3 & AI Solutions, Communities and Careers",
    subtitle: "Hackathons, jobs, gigs, startups, courses and 1:1 mentor calls.",
  });
}
