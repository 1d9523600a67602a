import { grievanceOfficer, type LegalDoc } from "@/lib/legal/types";

export const termsOfUse: LegalDoc = {
  title: "Terms of Use",
  summary:
    "The rules for using Builders Hub: accounts, listings, community conduct, courses and coins, and our responsibilities to you.",
  sections: [
    {
      id: "acceptance",
      title: "1. Acceptance and eligibility",
      paragraphs: [
        "By using this website you agree to these Terms and to our Privacy Policy. You must be at least 18 years old, or have the consent of a parent or guardian, to create an account, apply to opportunities or enrol in a course.",
      ],
    },
    {
      id: "accounts",
      title: "2. Your account",
      paragraphs: [
        "Give accurate information when you register and keep your password private. You are responsible for what happens under your account; tell us at once if you think it has been misused. One person may hold one account.",
      ],
    },
    {
      id: "listings",
      title: "3. Listings and submissions",
      paragraphs: [
        "Jobs, internships, events, gigs and startups you submit must be genuine, lawful and accurately described. Every listing is reviewed before it appears, and we may edit, reject or remove listings that are misleading, discriminatory, unpaid where pay is implied, or that promote token sales, guaranteed returns or other financial schemes.",
        "Employers and organisers are solely responsible for their listings and for their hiring and event decisions. Builders Hub is not a party to any contract between you and them.",
      ],
    },
    {
      id: "conduct",
      title: "4. Community conduct",
      paragraphs: ["To keep the community safe, you agree not to:"],
      list: [
        "Harass, threaten or discriminate against anyone, online or at our events.",
        "Post spam, malware, phishing links or other people's personal data.",
        "Scrape the site, attempt to break its security, or abuse forms and rate limits.",
        "Impersonate another person or misrepresent your skills or affiliations.",
      ],
    },
    {
      id: "courses-coins",
      title: "5. Courses, coins and payments",
      paragraphs: [
        "Course fees are shown in Indian rupees, inclusive of applicable GST, before you pay. Refunds follow our Refund & Cancellation Policy.",
        "Coins are community reward points earned for actions such as completing your profile or referring friends. They have no cash value, cannot be bought, sold or transferred, and may be adjusted if earned through abuse.",
      ],
    },
    {
      id: "content",
      title: "6. Intellectual property",
      paragraphs: [
        "The site, its design and our course materials belong to Builders Hub or our licensors. You may use course materials for your own learning but not resell or republish them. You keep ownership of content you submit, and grant us a licence to display it on the site for as long as it is published.",
      ],
    },
    {
      id: "liability",
      title: "7. Disclaimers and liability",
      paragraphs: [
        'We work hard to keep listings accurate but provide the site "as is" and cannot guarantee any job offer, gig payment, event outcome or investment. Nothing on the site is financial or investment advice. To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the 12 months before the claim.',
      ],
    },
    {
      id: "law",
      title: "8. Governing law and contact",
      paragraphs: [
        "These Terms are governed by the laws of India, and the courts at Bengaluru, Karnataka have exclusive jurisdiction. We may update these Terms and will post changes here with a new date.",
        `Questions or complaints: write to our ${grievanceOfficer.title} at ${grievanceOfficer.email}, who will acknowledge within 24 hours and resolve within 15 days.`,
      ],
    },
  ],
};
