import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { LazyContactForm } from "@/components/contact/lazy-contact-form";
import { TitledPanel } from "@/components/ui/titled-panel";
import { PageHeader } from "@/components/ui/page-header";
import { site, socialLinks } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Contact us",
  description:
    "Write to the Builders Hub team about partnerships, hiring, hackathons, courses or support. We reply within 24-48 hours.",
  path: "/contact",
});

const linkedIn = socialLinks.find((s) => s.label === "LinkedIn")!;

const channels: {
  icon: IconName;
  title: string;
  text: string;
  href: string;
  label: string;
  external?: boolean;
}[] = [
  // The address shows only when one is configured (CONTACT_EMAIL): never a link that leads nowhere.
  ...(site.email
    ? [
        {
          icon: "mail" as const,
          title: "Email",
          text: "Partnerships, hiring and press.",
          href: `mailto:${site.email}`,
          label: site.email,
        },
      ]
    : []),
  {
    icon: "messages-square" as const,
    title: "Community group",
    text: "Quick questions, study partners and event news.",
    href: site.communityUrl,
    label: "Join the community group",
    external: true,
  },
  {
    icon: "share-2" as const,
    title: "LinkedIn",
    text: "Company updates and open roles.",
    href: linkedIn.href,
    label: "Follow us on LinkedIn",
    external: true,
  },
];

export default async function ContactPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title={
          <>
            Let&apos;s <span className="text-gradient">build together</span>
          </>
        }
        description="Partnering on a hackathon, hiring from the community, or stuck on a course? Send us a message and a real person will reply."
      />
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        <TitledPanel id="form-title" title="Send us a message" look="form">
          <LazyContactForm />
        </TitledPanel>
        <aside aria-labelledby="channels-title" className="flex flex-col gap-4">
          <h2 id="channels-title" className="text-2xl font-semibold">
            Other ways to reach us
          </h2>
          <ul className="flex flex-col gap-4">
            {channels.map(({ icon, ...c }) => (
              <li
                key={c.title}
                className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-[#c4b5fd]">
                  <Icon name={icon} className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold">{c.title}</h3>
                  <p className="text-sm text-muted">{c.text}</p>
                  <a
                    href={c.href}
                    {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className="inline-flex min-h-9 items-center break-all text-sm font-medium text-accent hover:underline"
                  >
                    {c.label}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 px-1 text-sm text-muted">
            <Icon name="clock" className="size-4 text-accent" /> We reply within 24-48 hours, Monday to
            Saturday (IST).
          </p>
        </aside>
      </div>
    </>
  );
}
