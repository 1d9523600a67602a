// The course category tabs, in order. Safe to import in client components.
export const courseCategories = [
  { value: "all", label: "All Courses" },
  { value: "web-development", label: "Web Development" },
  { value: "blockchain", label: "Blockchain" },
  { value: "programming", label: "Programming" },
  { value: "data-science", label: "Data Science" },
  { value: "devops", label: "DevOps" },
] as const;

export const skillLevels = ["beginner", "intermediate", "advanced"] as const;
export type SkillLevel = (typeof skillLevels)[number];
