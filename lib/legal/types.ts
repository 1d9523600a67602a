import { site } from "@/lib/site/config";

export type LegalSection = {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
};
export type LegalDoc = { title: string; summary: string; sections: LegalSection[] };

/** Every legal page shows this date (its words in each language: the legal namespace's lastUpdated). */
export const legalLastUpdated = { label: "June 28, 2025", iso: "2025-06-28" };

/**
 * Who takes complaints. Reached at the site's contact address (CONTACT_EMAIL) when one is set, else through the
 * contact form: the pages never print an address that leads nowhere.
 */
export const grievanceOfficer = {
  title: "Grievance Officer",
  email: site.email ?? "the contact form on our Contact page (/contact)",
  address: "Builders Hub, 3rd Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034, India",
};

/** The Grievance Officer in Hindi (the same person and address). */
export const grievanceOfficerHi = {
  title: "शिकायत अधिकारी",
  email: site.email ?? "हमारे संपर्क पेज (/hi/contact) पर दिए गए संपर्क फ़ॉर्म",
  address: "Builders Hub, तीसरी मंज़िल, 80 फ़ीट रोड, कोरमंगला, बेंगलुरु, कर्नाटक 560034, भारत",
};
