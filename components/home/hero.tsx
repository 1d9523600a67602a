import { useTranslations } from "#i18n";
import { HeroHeadline } from "@/components/home/hero-headline";
import { HeroVisual } from "@/components/home/hero-visual";
import { ScrollToSection } from "@/components/home/scroll-to-section";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** The home page's first screen: server-rendered, with two small client parts (the headline's rotation, Let's Go). */
export function Hero({ communityUrl, nextSectionId }: { communityUrl: string; nextSectionId: string }) {
  const t = useTranslations("home.hero");
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex flex-col items-start gap-7 pb-16 pt-8 md:pb-24 md:pt-16"
    >
      <div className="grid w-full items-center gap-10 lg:grid-cols-[1.5fr_1fr]">
        <div className="flex flex-col items-start gap-7">
          <HeroHeadline
            icons={{
              pause: <Icon name="pause" className="size-4" />,
              play: <Icon name="play" className="size-4" />,
            }}
          />
          <p className="max-w-2xl text-lg text-muted md:text-xl">{t("lead")}</p>
          <div className="flex flex-wrap items-center gap-3">
            <ScrollToSection targetId={nextSectionId}>
              {t("letsGo")}
              <Icon name="arrow-down" className="size-4" />
            </ScrollToSection>
            <a
              href={communityUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass("secondary", "lg")}
            >
              <Icon name="users" className="size-4" />
              {t("joinCommunity")}
            </a>
          </div>
        </div>
        <HeroVisual />
      </div>
      <dl className="mt-6 grid w-full max-w-3xl grid-cols-3 gap-4 border-t border-border pt-8">
        {[
          ["1000+", t("stats.consultations")],
          ["20+", t("stats.languages")],
          ["1M", t("stats.goal")],
        ].map(([value, label]) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="order-2 text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold md:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
