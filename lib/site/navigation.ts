// Navigation constants, safe to import in client components (no env).

export const navLinks = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/jobs", label: "Jobs" },
  { href: "/events", label: "Events" },
  { href: "/solutions", label: "Solutions" },
  { href: "/services", label: "Services" },
  { href: "/contact", label: "Contact" },
] as const;

/** True when `pathname` is the page of `href` or below it (the home link only on the home page). */
export function isActivePath(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** The other public pages, reached from the bar's More menu (a section of the phone menu). */
export const moreNavLinks = [
  { href: "/gigs", label: "Gigs" },
  { href: "/startups", label: "Startups" },
  { href: "/courses", label: "Courses" },
  { href: "/documentation", label: "Documentation" },
  { href: "/consultation", label: "1:1 Consultation" },
  { href: "/leaderboard", label: "Leaderboard" },
] as const;

export const footerQuickLinks = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About Us" },
  { href: "/services", label: "Services" },
  { href: "/solutions", label: "Solutions" },
  { href: "/contact", label: "Contact" },
] as const;

export const footerExploreLinks = [
  { href: "/jobs", label: "Jobs & Internships" },
  { href: "/events", label: "Events & Hackathons" },
  { href: "/gigs", label: "Freelance Gigs" },
  { href: "/startups", label: "Startups" },
  { href: "/courses", label: "Courses" },
  { href: "/documentation", label: "Documentation" },
  { href: "/developers", label: "API for Developers" },
  { href: "/consultation", label: "1:1 Consultation" },
  { href: "/leaderboard", label: "Leaderboard" },
] as const;

export const legalLinks = [
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-use", label: "Terms of Use" },
  { href: "/refund-and-cancellation", label: "Refund & Cancellation" },
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
