// The partners in the home page's logo strip (fictional; SVG wordmarks under /public/images/partners).
export type Partner = { slug: string; name: string; logo: string };

export const partners: Partner[] = [
  { slug: "polynode", name: "PolyNode", logo: "/images/partners/polynode.svg" },
  { slug: "devsangam", name: "DevSangam", logo: "/images/partners/devsangam.svg" },
  { slug: "quantaforge", name: "QuantaForge", logo: "/images/partners/quantaforge.svg" },
  { slug: "blockbazaar", name: "BlockBazaar", logo: "/images/partners/blockbazaar.svg" },
  { slug: "neuralkatha", name: "NeuralKatha", logo: "/images/partners/neuralkatha.svg" },
  { slug: "campusdao", name: "CampusDAO", logo: "/images/partners/campusdao.svg" },
  { slug: "ledgerloop", name: "LedgerLoop", logo: "/images/partners/ledgerloop.svg" },
  { slug: "stackmitra", name: "StackMitra", logo: "/images/partners/stackmitra.svg" },
];
