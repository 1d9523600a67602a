import Link from "next/link";
import { SocialLinkList } from "@/components/about/social-links";
import { Logo } from "@/components/layout/logo";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/lib/site/config";
import { footerExploreLinks, footerQuickLinks, legalLinks } from "@/lib/site/navigation";

function LinkColumn({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-text">{title}</h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-border bg-surface/50">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{site.tagline}</p>
          <a
            href={site.communityUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "md", "w-fit")}
          >
            Join Community
          </a>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Explore" links={footerExploreLinks} />
        <LinkColumn title="Legal" links={legalLinks} />
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-muted md:flex-row">
          <p>
            © {new Date().getFullYear()} {site.name}. Built in India for builders everywhere.
          </p>
          <SocialLinkList
            label="Social links"
            className="flex flex-wrap gap-x-4 gap-y-1"
            linkClassName="inline-flex min-h-9 items-center hover:text-text"
          >
            {(s) => s.label}
          </SocialLinkList>
        </div>
      </div>
    </footer>
  );
}
