import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { LazyConsultationForm } from "@/components/consultations/lazy-consultation-form";
import { TitledPanel } from "@/components/ui/titled-panel";
import { PageHeader } from "@/components/ui/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "consultationsPage" });
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/consultation",
    locale,
  });
}

const steps: { icon: IconName; key: string }[] = [
  { icon: "message-square-text", key: "need" },
  { icon: "clock", key: "time" },
  { icon: "video", key: "call" },
];

const topics = ["contracts", "agents", "hackathons", "careers", "startups"];

export default async function ConsultationPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  const t = await getTranslations("consultationsPage");
  return (
    <>
      <PageHeader
        eyebrow={t("eyebrow")}
        title={t.rich("title", { accent: (chunks) => <span className="text-gradient">{chunks}</span> })}
        description={t("description")}
      />
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        <TitledPanel id="request-title" title={t("requestTitle")} look="form" icon="calendar-clock">
          <ClientMessages namespaces={["consultations"]}>
            <LazyConsultationForm />
          </ClientMessages>
        </TitledPanel>
        <aside aria-labelledby="how-title" className="flex flex-col gap-6">
          <div className="flex flex-col gap-4">
            <h2 id="how-title" className="text-2xl font-semibold">
              {t("howTitle")}
            </h2>
            <ol className="flex flex-col gap-4">
              {steps.map(({ icon, key }, i) => (
                <li
                  key={key}
                  className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 p-5"
                >
                  <span
                    aria-hidden
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent"
                  >
                    <Icon name={icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span className="sr-only">{t("step", { number: i + 1 })}</span>
                      {t(`steps.${key}.title`)}
                    </h3>
                    <p className="text-sm text-muted">{t(`steps.${key}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5">
            <h2 className="mb-3 text-lg font-semibold">{t("topicsTitle")}</h2>
            <ul className="flex flex-wrap gap-2">
              {topics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-full border border-border-strong px-3 py-1 text-sm text-muted"
                >
                  {t(`topics.${topic}`)}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
