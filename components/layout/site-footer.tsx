import Link from "next/link";
import { useLocale, useTranslations } from "#i18n";
import { SocialLinkList } from "@/components/about/social-links";
import { LocaleSwitch } from "@/components/layout/locale-switch";
import { Logo } from "@/components/layout/logo";
import { buttonClass } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/locales";
import { site } from "@/lib/site/config";
import { footerExploreLinks, footerQuickLinks, legalLinks } from "@/lib/site/navigation";

type FooterLink = { href: string; key: string };

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const t = useTranslations("footer.links");
  const locale = useLocale();
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-text">{title}</h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={localizedPath(locale, link.href)} className="footer-link">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const t = useTranslations("footer");
  return (
    <footer className="mt-24 border-t border-border bg-surface/50">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted">{t("tagline")}</p>
          <a
            href={site.communityUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary", "md", "w-fit")}
          >
            {t("joinCommunity")}
          </a>
        </div>
        <LinkColumn title={t("quickLinks")} links={footerQuickLinks} />
        <LinkColumn title={t("explore")} links={footerExploreLinks} />
        <LinkColumn title={t("legal")} links={legalLinks} />
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-6 text-sm text-muted md:flex-row">
          <p>{t("copyright", { year: String(new Date().getFullYear()), name: site.name })}</p>
          <div className="flex flex-col items-center gap-3 md:flex-row md:gap-6">
            <SocialLinkList
              label={t("socialLinks")}
              className="flex flex-wrap gap-x-4 gap-y-1"
              linkClassName="inline-flex min-h-9 items-center hover:text-text"
            >
              {(s) => s.label}
            </SocialLinkList>
            <LocaleSwitch className="inline-flex min-h-9 items-center rounded-full border border-border px-3 hover:border-border-strong hover:text-text" />
          </div>
        </div>
      </div>
    </footer>
  );
}
