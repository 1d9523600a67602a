import type { Metadata } from "next";
import { ServiceCard } from "@/components/services/service-card";
import { ServiceDemoButton } from "@/components/services/service-demo-button";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { services } from "@/lib/services/catalogue";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Services: Web3, AI and product engineering",
  description:
    "Smart contracts, AI assistants, web and mobile apps, security reviews, hackathons, training and hiring for startups, enterprises and colleges in India.",
  path: "/services",
});

export default async function ServicesPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title={
          <>
            Build with the people who <span className="text-gradient">run the community</span>
          </>
        }
        description="Our studio and mentor network work with startups, enterprises, protocols and colleges across India. Pick a service, or request a demo and we'll suggest where to start."
      >
        <div className="flex flex-wrap gap-3 pt-2">
          <ServiceDemoButton />
          <ButtonLink href="/solutions" variant="secondary" size="lg">
            See our work
          </ButtonLink>
        </div>
      </PageHeader>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </>
  );
}
