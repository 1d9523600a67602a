export type LegalSection = {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
};
export type LegalDoc = { title: string; summary: string; sections: LegalSection[] };

/** Every legal page shows this date. */
export const legalLastUpdated = { label: "June 28, 2025", iso: "2025-06-28" };

export const grievanceOfficer = {
  title: "Grievance Officer",
  email: "grievance@buildershub.example",
  address: "Builders Hub, 3rd Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India",
};
