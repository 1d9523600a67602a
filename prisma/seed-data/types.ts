// Plain seed-data shapes. Dates are ISO strings; the seed script converts them.
// Deliberately independent of the generated Prisma client.

export type SeedListingStatus = "pending" | "approved" | "rejected";

export type SeedProject = {
  slug: string;
  type: "client" | "inhouse";
  title: string;
  description: string;
  image: string;
  category: string;
  year: number;
  techStack: string[];
  /** In-house: "In Development" | "Beta" | "Live" | "Launched"; client: "Delivered" or null. */
  status: string | null;
  sortOrder: number;
};

export type SeedTeamMember = {
  slug: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  linkedin: string | null;
  twitter: string | null;
  github: string | null;
  sortOrder: number;
};

export type SeedCourseCategory = "web-development" | "blockchain" | "programming" | "data-science" | "devops";

export type SeedCourseDifficulty = "Beginner" | "Intermediate" | "Advanced";

export type SeedCourse = {
  slug: string;
  title: string;
  description: string;
  cta: string;
  image: string;
  category: SeedCourseCategory;
  duration: string;
  difficulty: SeedCourseDifficulty;
  sortOrder: number;
};

export type SeedDocSection = "courses" | "tech-stack" | "setup-guides" | "faqs";

export type SeedDocItem = {
  slug: string;
  section: SeedDocSection;
  title: string;
  /** Plain text; numbered steps ("1. ...") are on separate lines. */
  body: string;
  targetRelease: string | null;
  sortOrder: number;
};

export type SeedStartup = {
  slug: string;
  name: string;
  description: string;
  stage: string;
  location: string;
  industry: string;
  teamSize: string;
  website: string;
  image: string;
  founded: number;
  status: SeedListingStatus;
};

export type SeedGig = {
  slug: string;
  title: string;
  company: string;
  image: string;
  /** Text, in rupees. */
  budget: string;
  duration: string;
  location: string;
  tags: string[];
  category: string;
  /** ISO date string. */
  postedAt: string;
};

export type SeedExperience = "Entry level" | "1-3 years" | "3-5 years" | "5+ years" | "10+ years";

export type SeedJobKind = "Job" | "Internship";

export type SeedJobType = "Full-time" | "Part-time" | "Contract" | "Freelance" | "Temporary";

export type SeedPostedByTag = "Admin" | "User";

export type SeedJob = {
  /** Stable key for idempotent upserts (not a database column). */
  slug: string;
  title: string;
  company: string;
  description: string;
  shortDescription: string;
  location: string;
  salary: string | null;
  experience: SeedExperience;
  skills: string[];
  requirements: string[];
  benefits: string[];
  type: SeedJobKind;
  jobType: SeedJobType;
  contactEmail: string;
  contactPhone: string;
  websiteLink: string | null;
  googleFormLink: string | null;
  /** ISO date string or null. */
  applicationDeadline: string | null;
  status: SeedListingStatus;
  rejectionReason: string | null;
  postedByTag: SeedPostedByTag;
  /** createdAt = now - createdDaysAgo days. */
  createdDaysAgo: number;
};

export type SeedEventType = "Event" | "Hackathon" | "Workshop" | "Conference" | "Meetup" | "Webinar";

export type SeedEvent = {
  /** Stable key for idempotent upserts (not a database column). */
  slug: string;
  title: string;
  description: string;
  shortDescription: string;
  type: SeedEventType;
  /** ISO datetime with +05:30 offset, or null for "TBD". */
  date: string | null;
  location: string;
  participants: number | null;
  link: string | null;
  googleFormLink: string | null;
  websiteLink: string | null;
  contactEmail: string;
  contactPhone: string;
  /** Path under /public (e.g. /images/events/<slug>.webp) or null for no image. */
  image: string | null;
  status: SeedListingStatus;
  rejectionReason: string | null;
  postedByTag: SeedPostedByTag;
  /** createdAt = now - createdDaysAgo days. */
  createdDaysAgo: number;
};

