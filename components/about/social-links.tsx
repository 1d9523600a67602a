import { useTranslations } from "#i18n";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { socialLinks } from "@/lib/site/config";

/** The community's accounts, each link opening in a new tab and showing `children` (the footer: the name). */
export function SocialLinkList({
  label,
  className,
  linkClassName,
  children,
}: {
  label?: string;
  className: string;
  linkClassName: string;
  children: (link: (typeof socialLinks)[number]) => ReactNode;
}) {
  return (
    <ul className={className} aria-label={label}>
      {socialLinks.map((s) => (
        <li key={s.label}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {children(s)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The About page's cards: each account with what it posts (about.handles, by the account's name in lower case). */
export function SocialLinks() {
  const t = useTranslations("about.handles");
  return (
    <SocialLinkList
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      linkClassName="group flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-border bg-surface/80 px-5 py-4 hover:border-primary/60"
    >
      {(s) => (
        <>
          <span className="flex flex-col">
            <span className="font-semibold">{s.label}</span>
            <span className="text-sm text-muted">{t(s.label.toLowerCase())}</span>
          </span>
          <Icon name="arrow-up-right" className="size-5 text-muted group-hover:text-text" />
        </>
      )}
    </SocialLinkList>
  );
}
