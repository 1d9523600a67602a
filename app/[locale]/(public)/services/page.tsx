import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceDemoButton } from "@/components/services/service-demo-button";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { localizedPath } from "@/lib/i18n/locales";
import { services, servicesIn } from "@/lib/services/catalogue";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "services" });
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/services", locale });
}

export default async function ServicesPage({ params }: LocaleParams = {}) {
  const locale = await pageLocale(params);
  const t = await getTranslations("services");
  // The demo buttons and their dialog are client components: they read servicesDemo.
  return (
    <ClientMessages namespaces={["servicesDemo"]}>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { grad: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <ServiceDemoButton />
          <ButtonLink href={localizedPath(locale, "/solutions")} variant="secondary" size="lg">
            {t("seeWork")}
          </ButtonLink>
        </div>
      </PageHeader>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {servicesIn(locale).map((service, i) => (
          <li key={service.slug}>
            <ServiceCard service={service} name={services[i]!.title} />
          </li>
        ))}
      </ul>
    </ClientMessages>
  );
}
