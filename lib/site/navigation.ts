// Navigation constants, safe to import in client components (no env). Each link's `key` names its text in the
// catalog (header.nav.<key> for the bar, footer.links.<key> for the footer); `label` is its English.

export const navLinks = [
  { href: "/", key: "home", label: "Home" },
  { href: "/about", key: "about", label: "About" },
  { href: "/jobs", key: "jobs", label: "Jobs" },
  { href: "/events", key: "events", label: "Events" },
  { href: "/solutions", key: "solutions", label: "Solutions" },
  { href: "/services", key: "services", label: "Services" },
  { href: "/contact", key: "contact", label: "Contact" },
] as const;

/** True when `pathname` is the page of `href` or below it (the home link only on the home page). */
export function isActivePath(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The other public pages, reached from the bar's More menu (a section of the phone menu). */
export const moreNavLinks = [
  { href: "/gigs", key: "gigs", label: "Gigs" },
  { href: "/startups", key: "startups", label: "Startups" },
  { href: "/courses", key: "courses", label: "Courses" },
  { href: "/documentation", key: "documentation", label: "Documentation" },
  { href: "/consultation", key: "consultation", label: "1:1 Consultation" },
  { href: "/leaderboard", key: "leaderboard", label: "Leaderboard" },
] as const;

export const footerQuickLinks = [
  { href: "/", key: "home", label: "Home" },
  { href: "/about", key: "aboutUs", label: "About Us" },
  { href: "/services", key: "services", label: "Services" },
  { href: "/solutions", key: "solutions", label: "Solutions" },
  { href: "/contact", key: "contact", label: "Contact" },
] as const;

export const footerExploreLinks = [
  { href: "/jobs", key: "jobsInternships", label: "Jobs & Internships" },
  { href: "/events", key: "eventsHackathons", label: "Events & Hackathons" },
  { href: "/gigs", key: "freelanceGigs", label: "Freelance Gigs" },
  { href: "/startups", key: "startups", label: "Startups" },
  { href: "/courses", key: "courses", label: "Courses" },
  { href: "/documentation", key: "documentation", label: "Documentation" },
  { href: "/developers", key: "developers", label: "API for Developers" },
  { href: "/consultation", key: "consultation", label: "1:1 Consultation" },
  { href: "/leaderboard", key: "leaderboard", label: "Leaderboard" },
] as const;

export const legalLinks = [
  { href: "/privacy-policy", key: "privacyPolicy", label: "Privacy Policy" },
  { href: "/terms-of-use", key: "termsOfUse", label: "Terms of Use" },
  { href: "/refund-and-cancellation", key: "refundCancellation", label: "Refund & Cancellation" },
] as const;

/** The floating navigation pill. */
export const navPill = {
  minWidth: 320,
  maxWidth: 1200,
  /** The spring (stiffness 200, damping 50, mass 1: overdamped, no overshoot) sampled as a CSS easing. */
  spring: {
    duration: "1s",
    easing:
      "linear(0, 0.029 2%, 0.122 5%, 0.224 8%, 0.347 12%, 0.452 16%, 0.54 20%, 0.63 25%, 0.703 30%, 0.808 40%, 0.876 50%, 0.936 65%, 0.967 80%, 1)",
  },
  width: {
    mobile: { scrolled: "90%", top: "100%" },
    desktop: { scrolled: "calc(100% - 4rem)", top: "calc(100% - 2rem)" },
  },
  mobileBreakpoint: 768,
  scrollThreshold: 24,
} as const;
