import { ogImage } from "@/lib/og/image";

// The home page's own image: a page's metadata replaces the parent's openGraph (images included),
// so the site-wide app/opengraph-image.tsx does not reach "/" (served here as /opengraph-image-<hash>).
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
