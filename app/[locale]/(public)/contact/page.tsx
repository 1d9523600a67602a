import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { LazyContactForm } from "@/components/contact/lazy-contact-form";
import { TitledPanel } from "@/components/ui/titled-panel";
import { PageHeader } from "@/components/ui/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { site, socialLinks } from "@/lib/site/config";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "contact" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/contact", locale });
}

const linkedIn = socialLinks.find((s) => s.label === "LinkedIn")!;

/** The other channels; their texts are contact.channels.<key> (title, text and, but for email, the link's label). */
const channels: {
  key: string;
  icon: IconName;
  href: string;
  label?: string;
  external?: boolean;
}[] = [
  // The address shows only when one is configured (CONTACT_EMAIL): never a link that leads nowhere.
  ...(site.email
    ? [
        {
          key: "email",
          icon: "mail" as const,
          href: `mailto:${site.email}`,
          label: site.email,
        },
      ]
    : []),
  { key: "community", icon: "messages-square" as const, href: site.communityUrl, external: true },
  { key: "linkedin", icon: "share-2" as const, href: linkedIn.href, external: true },
];

export default async function ContactPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const t = await getTranslations("contact");
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      />
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        <TitledPanel id="form-title" title={t("formTitle")} look="form">
          <ClientMessages namespaces={["contactForm"]}>
            <LazyContactForm />
          </ClientMessages>
        </TitledPanel>
        <aside aria-labelledby="channels-title" className="flex flex-col gap-4">
          <h2 id="channels-title" className="text-2xl font-semibold">
            {t("channelsTitle")}
          </h2>
          <ul className="flex flex-col gap-4">
            {channels.map(({ key, icon, ...c }) => (
              <li
                key={key}
                className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-[#c4b5fd]">
                  <Icon name={icon} className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold">{t(`channels.${key}.title`)}</h3>
                  <p className="text-sm text-muted">{t(`channels.${key}.text`)}</p>
                  <a
                    href={c.href}
                    {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    className="inline-flex min-h-9 items-center break-all text-sm font-medium text-accent hover:underline"
                  >
                    {c.label ?? t(`channels.${key}.label`)}
                  </a>
                </div>
              </li>
            ))}
          </ul>
          <p className="flex items-center gap-2 px-1 text-sm text-muted">
            <Icon name="clock" className="size-4 text-accent" /> {t("replyTime")}
          </p>
        </aside>
      </div>
    </>
  );
}
