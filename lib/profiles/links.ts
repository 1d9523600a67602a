// The four links a profile may show, and what each must be: an address on GitHub, LinkedIn or X (twitter.com
// too) that names a page there, or any https address for a portfolio. Safe to import in client components.

export const linkKinds = ["github", "linkedin", "x", "portfolio"] as const;
export type LinkKind = (typeof linkKinds)[number];

type LinkRule = {
  label: string;
  /** The form field and column that hold it. */
  field: "githubUrl" | "linkedinUrl" | "xUrl" | "portfolioUrl";
  /** Hosts the address may have (with or without www.); none for a portfolio (any host). */
  hosts: readonly string[];
  example: string;
  message: string;
};

export const linkRules: Record<LinkKind, LinkRule> = {
  github: {
    label: "GitHub",
    field: "githubUrl",
    hosts: ["github.com"],
    example: "https://github.com/yourname",
    message: "Enter your GitHub address, like https://github.com/yourname",
  },
  linkedin: {
    label: "LinkedIn",
    field: "linkedinUrl",
    hosts: ["linkedin.com", "in.linkedin.com"],
    example: "https://www.linkedin.com/in/yourname",
    message: "Enter your LinkedIn address, like https://www.linkedin.com/in/yourname",
  },
  x: {
    label: "X",
    field: "xUrl",
    hosts: ["x.com", "twitter.com", "mobile.twitter.com"],
    example: "https://x.com/yourname",
    message: "Enter your X address, like https://x.com/yourname",
  },
  portfolio: {
    label: "Portfolio",
    field: "portfolioUrl",
    hosts: [],
    example: "https://yourname.dev",
    message: "Enter your portfolio's address, starting with https://",
  },
};

export const LINK_MAX = 300;

/**
 * The address as stored (https, no credentials, no fragment), or null when it is not one of `kind`'s. A site's
 * address may be typed without https:// ("github.com/riya"); a portfolio must say https.
 */
export function normalizeLink(kind: LinkKind, typed: string): string | null {
  const text = typed.trim();
  if (!text || text.length > LINK_MAX || /\s/.test(text)) return null;
  const rule = linkRules[kind];
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!hasScheme && rule.hosts.length === 0) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname.includes(".")) return null;
  if (rule.hosts.length === 0) {
    if (url.protocol !== "https:") return null;
  } else {
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    // A page on the site (a profile), not its home page.
    if (!rule.hosts.includes(host) || url.pathname.replace(/\/+$/, "") === "") return null;
    url.protocol = "https:";
  }
  url.hash = "";
  return url.toString();
}
