import type { SeedCourse } from "./types";

// Nine courses, all "Coming Soon" with a waitlist. Every category has at least one.
export const courses: SeedCourse[] = [
  {
    slug: "modern-web-with-nextjs",
    title: "Modern Web Apps with Next.js",
    description:
      "Build and deploy a full-stack app with the App Router, server actions, Prisma and PostgreSQL, ending with a portfolio project you can show recruiters.",
    cta: "Join Waitlist",
    image: "/images/courses/modern-web-with-nextjs.webp",
    category: "web-development",
    duration: "6 weeks",
    difficulty: "Intermediate",
    sortOrder: 0,
  },
  {
    slug: "html-css-js-foundations",
    title: "Web Foundations: HTML, CSS & JavaScript",
    description:
      "Start from zero and finish with three responsive, accessible websites, including a personal portfolio hosted on GitHub Pages.",
    cta: "Join Waitlist",
    image: "/images/courses/html-css-js-foundations.webp",
    category: "web-development",
    duration: "4 weeks",
    difficulty: "Beginner",
    sortOrder: 1,
  },
  {
    slug: "solidity-smart-contracts",
    title: "Smart Contracts with Solidity & Foundry",
    description:
      "Write, test and deploy ERC-20 and ERC-721 contracts, learn the common vulnerabilities, and ship a small DeFi vault to a public testnet.",
    cta: "Join Waitlist",
    image: "/images/courses/solidity-smart-contracts.webp",
    category: "blockchain",
    duration: "8 weeks",
    difficulty: "Intermediate",
    sortOrder: 2,
  },
  {
    slug: "solana-programs-with-rust",
    title: "Solana Programs with Rust & Anchor",
    description:
      "Learn the Solana account model, write programs with Anchor, and build a token-gated community app with a web front end.",
    cta: "Pre-register",
    image: "/images/courses/solana-programs-with-rust.webp",
    category: "blockchain",
    duration: "6 weeks",
    difficulty: "Advanced",
    sortOrder: 3,
  },
  {
    slug: "python-for-builders",
    title: "Python for Builders",
    description:
      "Practical Python for scripting, APIs and automation: files, HTTP, testing with pytest and packaging, taught through small tools you will actually use.",
    cta: "Join Waitlist",
    image: "/images/courses/python-for-builders.webp",
    category: "programming",
    duration: "4 weeks",
    difficulty: "Beginner",
    sortOrder: 4,
  },
  {
    slug: "dsa-interview-sprint",
    title: "DSA Interview Sprint",
    description:
      "A focused sprint on the data structures and algorithms asked in Indian product-company interviews, with weekly mock interviews in IST evenings.",
    cta: "Join Waitlist",
    image: "/images/courses/dsa-interview-sprint.webp",
    category: "programming",
    duration: "2 weeks",
    difficulty: "Intermediate",
    sortOrder: 5,
  },
  {
    slug: "applied-ml-and-llms",
    title: "Applied Machine Learning & LLMs",
    description:
      "From pandas and scikit-learn to fine-tuning small language models and building a retrieval-augmented assistant over your own documents.",
    cta: "Join Waitlist",
    image: "/images/courses/applied-ml-and-llms.webp",
    category: "data-science",
    duration: "8 weeks",
    difficulty: "Intermediate",
    sortOrder: 6,
  },
  {
    slug: "ai-agents-in-production",
    title: "Building AI Agents for Production",
    description:
      "Design tool-using agents, evaluate them properly, and deploy them with guardrails, tracing and cost limits for real users.",
    cta: "Pre-register",
    image: "/images/courses/ai-agents-in-production.webp",
    category: "data-science",
    duration: "5 weeks",
    difficulty: "Advanced",
    sortOrder: 7,
  },
  {
    slug: "docker-kubernetes-essentials",
    title: "Docker & Kubernetes Essentials",
    description:
      "Containerise an app, write a CI pipeline with GitHub Actions, and run it on a Kubernetes cluster with monitoring and zero-downtime deploys.",
    cta: "Join Waitlist",
    image: "/images/courses/docker-kubernetes-essentials.webp",
    category: "devops",
    duration: "6 weeks",
    difficulty: "Intermediate",
    sortOrder: 8,
  },
];
