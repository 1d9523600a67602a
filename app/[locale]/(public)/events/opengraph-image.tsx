import { ogImage } from "@/lib/og/image";

export const alt = "Web3 and AI events and hackathons in India | Builders Hub";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default async function Image() {
  return ogImage({
    eyebrow: "Events & hackathons",
    title: "Web3 and AI events and hackathons in India",
    subtitle: "Hackathons, workshops, meetups and conferences, in your city and online.",
  });
}
