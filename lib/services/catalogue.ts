// The seven services of /services (content, not data: it changes with the business, not with users). The English
// is here; other languages' text is in catalogue.<locale>.ts by slug (servicesIn).
import { servicesHi } from "@/lib/services/catalogue.hi";
import type { ServiceText } from "@/lib/services/service-text";

export type { ServiceText };
export type Service = ServiceText & { slug: string; icon: ServiceIcon };
export type ServiceIcon = "blocks" | "brain" | "code" | "shield" | "trophy" | "graduation" | "users";

export const services: Service[] = [
  {
    slug: "web3-development",
    title: "Web3 & Smart Contract Development",
    summary:
      "Token, NFT and DeFi products on Ethereum, Polygon, Base and Solana, from architecture to mainnet.",
    points: [
      "Solidity and Rust/Anchor contracts",
      "Wallet-friendly web front ends",
      "Testnet pilots before mainnet",
    ],
    icon: "blocks",
  },
  {
    slug: "ai-solutions",
    title: "AI & LLM Solutions",
    summary:
      "Assistants, agents and retrieval over your own documents, evaluated properly and built for Indian languages.",
    points: [
      "RAG over PDFs, tickets and wikis",
      "Hinglish and regional-language support",
      "Guardrails, tracing and cost caps",
    ],
    icon: "brain",
  },
  {
    slug: "product-engineering",
    title: "Web & Mobile App Development",
    summary:
      "Fast, accessible products in Next.js, React Native and PostgreSQL, shipped in weekly increments.",
    points: ["MVPs in 6-10 weeks", "UPI and Razorpay payments", "Hosting in the Mumbai region"],
    icon: "code",
  },
  {
    slug: "security-reviews",
    title: "Smart Contract Security Reviews",
    summary:
      "Audit preparation and internal reviews by engineers who have reviewed more than forty DeFi protocols.",
    points: [
      "Threat modelling and test coverage",
      "Invariant and fuzz testing with Foundry",
      "Fix verification before your audit",
    ],
    icon: "shield",
  },
  {
    slug: "hackathons",
    title: "Hackathon & Community Management",
    summary:
      "We run hackathons, build sprints and developer communities for protocols, colleges and companies.",
    points: [
      "Problem statements and judging",
      "Mentor network across 5 cities",
      "Outreach to 50,000+ builders",
    ],
    icon: "trophy",
  },
  {
    slug: "training",
    title: "Corporate & Campus Training",
    summary: "Hands-on workshops and bootcamps for engineering teams and colleges, online or on-site.",
    points: [
      "Blockchain, AI and DevOps tracks",
      "Labs on free testnets and GPUs",
      "Certificates for every finisher",
    ],
    icon: "graduation",
  },
  {
    slug: "talent",
    title: "Tech Hiring & Talent Network",
    summary: "Hire interns, engineers and freelancers from a community that proves its skills in public.",
    points: ["Shortlists within a week", "Hackathon-tested candidates", "Internship programmes for startups"],
    icon: "users",
  },
];

const texts: Record<string, Record<string, ServiceText>> = { hi: servicesHi };

/** The services in `locale` (English for a language without its own text, and for any service it lacks). */
export function servicesIn(locale: string): Service[] {
  const text = texts[locale];
  return services.map((service) => ({ ...service, ...text?.[service.slug] }));
}
