import { grievanceOfficer, type LegalDoc } from "@/lib/legal/types";

export const privacyPolicy: LegalDoc = {
  title: "Privacy Policy",
  summary:
    "What personal data Builders Hub collects, why, who we share it with, how long we keep it and the rights you have under India's Digital Personal Data Protection Act, 2023.",
  sections: [
    {
      id: "who-we-are",
      title: "1. Who we are",
      paragraphs: [
        'Builders Hub ("we", "us") runs this website, a community and opportunities platform for Web3, AI and future-tech builders in India. For the personal data described here we are the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act).',
        "This policy applies to everyone who visits the site, creates an account, submits a form or listing, or joins a course waitlist.",
      ],
    },
    {
      id: "what-we-collect",
      title: "2. What we collect",
      paragraphs: ["We collect only what we need to run the service:"],
      list: [
        "Account details: name, username, email address, mobile number, date of birth and a password (stored only as a one-way hash).",
        "Profile and activity: your bio, coins balance, referrals, listings you submit, job applications (including a résumé you upload) and consultation requests.",
        "What you ask us to follow: saved searches and how often we email them, the notifications we show you, the events you mark as interesting, and the private calendar feed address made for you (which you can regenerate at any time).",
        "If you post a job: the private notes and stages you keep on applicants, which only you and our admins see.",
        "Form submissions: contact messages, demo requests and course waitlist entries (name, email, optional skill level).",
        "Technical data: your IP address and basic request logs, used for security and to limit abuse. We do not use advertising trackers.",
      ],
    },
    {
      id: "how-we-use",
      title: "3. How we use it",
      paragraphs: ["We process personal data for these specific purposes:"],
      list: [
        "To create and secure your account, including sending email verification codes and password-reset links.",
        "To publish and review listings, and to pass your job application to the employer you applied to.",
        "To answer your messages, schedule demos and consultations, and email you when a course you joined opens.",
        "To email you the new listings that match a search you saved, at the frequency you chose; every such email has a one-click unsubscribe link.",
        "To prevent fraud, spam and abuse, for example by rate-limiting forms per IP address.",
        "To meet legal obligations, such as tax records for paid courses.",
      ],
      after: ["We never sell your personal data and we do not use it to train third-party AI models."],
    },
    {
      id: "consent",
      title: "4. Consent and legal grounds",
      paragraphs: [
        "We process your data on the basis of the consent you give when you submit a form or create an account, or for the legitimate uses the DPDP Act allows (for example, when you voluntarily provide data for a specific purpose). You can withdraw consent at any time by deleting your account or writing to us; withdrawal does not affect processing already done.",
      ],
    },
    {
      id: "sharing",
      title: "5. Who we share it with",
      paragraphs: ["We share personal data only with:"],
      list: [
        "Service providers who process it for us under contract: cloud hosting and database providers, and our email delivery provider.",
        "Employers and event organisers, only when you apply to their job or register for their event.",
        "Authorities, when Indian law requires it.",
      ],
    },
    {
      id: "retention-security",
      title: "6. Retention and security",
      paragraphs: [
        "We keep account data while your account is active and delete it within 30 days of account deletion, except records we must keep by law. Contact messages and demo requests are kept for up to 24 months; waitlist entries until the course opens or you ask us to remove them.",
        "Data is encrypted in transit (HTTPS), passwords are hashed with a modern algorithm, and access to production data is limited to the people who need it. If a personal data breach occurs, we will inform the Data Protection Board of India and affected users as the DPDP Act requires.",
      ],
    },
    {
      id: "your-rights",
      title: "7. Your rights",
      paragraphs: ["Under the DPDP Act you have the right to:"],
      list: [
        "Get a summary of the personal data we hold about you and how we process it.",
        "Correct, complete, update or erase your personal data.",
        "Withdraw consent, and have grievances redressed by our Grievance Officer.",
        "Nominate another person to exercise your rights in the event of death or incapacity.",
      ],
      after: [
        "You can edit or delete most data from your dashboard; for anything else, email the Grievance Officer below.",
      ],
    },
    {
      id: "cookies",
      title: "8. Cookies and browser storage",
      paragraphs: [
        "We use one essential session cookie to keep you signed in, and browser storage for small preferences such as the type of listing you were about to submit. We do not use third-party advertising or analytics cookies.",
      ],
    },
    {
      id: "children",
      title: "9. Children",
      paragraphs: [
        "The site is meant for people aged 18 and above. If you are under 18, a parent or lawful guardian must give verifiable consent before you create an account or join a course. We do not track or target advertising at children.",
      ],
    },
    {
      id: "grievance",
      title: "10. Grievance Officer and changes",
      paragraphs: [
        `Questions, requests or complaints about your personal data can be sent to our ${grievanceOfficer.title} at ${grievanceOfficer.email} or by post to ${grievanceOfficer.address}. We acknowledge complaints within 24 hours and resolve them within 15 days. If you are not satisfied, you may approach the Data Protection Board of India.`,
        "We may update this policy; we will post the new version here with a new date and, for significant changes, email registered users.",
      ],
    },
  ],
};
