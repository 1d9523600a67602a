// Seed content for Builders Hub. Every entry has a stable slug so the seed can upsert.
import type { SeedPartner } from "./types";

export type * from "./types";
export { projects } from "./projects";
export { team } from "./team";
export { courses } from "./courses";
export { docs } from "./docs";
export { startups } from "./startups";
export { gigs } from "./gigs";
export { jobs } from "./jobs";
export { events } from "./events";

// Fictional partners shown in the home page logo strip (SVG wordmarks under /public).
export const partners: SeedPartner[] = [
  { slug: "polynode", name: "PolyNode", logo: "/images/partners/polynode.svg" },
  { slug: "devsangam", name: "DevSangam", logo: "/images/partners/devsangam.svg" },
  { slug: "quantaforge", name: "QuantaForge", logo: "/images/partners/quantaforge.svg" },
  { slug: "blockbazaar", name: "BlockBazaar", logo: "/images/partners/blockbazaar.svg" },
  { slug: "neuralkatha", name: "NeuralKatha", logo: "/images/partners/neuralkatha.svg" },
  { slug: "campusdao", name: "CampusDAO", logo: "/images/partners/campusdao.svg" },
  { slug: "ledgerloop", name: "LedgerLoop", logo: "/images/partners/ledgerloop.svg" },
  { slug: "stackmitra", name: "StackMitra", logo: "/images/partners/stackmitra.svg" },
];
