import { useTranslations } from "#i18n";
import { Picture } from "@/components/ui/picture";
import { partners } from "@/lib/site/partners";

function LogoList({ label, hidden = false }: { label?: string; hidden?: boolean }) {
  return (
    // Component classes (app/globals.css): the list is drawn twice, so each class list was 16 copies in the HTML and
    // as many in the payload.
    <ul className="partner-logos" aria-label={hidden ? undefined : label} aria-hidden={hidden || undefined}>
      {partners.map((p) => (
        <li key={p.slug} className="partner-logo">
          <Picture src={p.logo} alt={hidden ? "" : p.name} width={160} height={48} className="h-10 w-auto" />
        </li>
      ))}
    </ul>
  );
}

/** The partner logos loop over 60 s; still (and wrapped) for prefers-reduced-motion. */
export function PartnerStrip() {
  const t = useTranslations("home.partners");
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-6 py-10">
      <h2
        id="partners-title"
        className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-muted"
      >
        {t("title")}
      </h2>
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)] motion-reduce:[mask-image:none]">
        <div className="animate-marquee flex w-max motion-reduce:w-full" data-testid="partner-track">
          <LogoList label={t("listLabel")} />
          <div className="motion-reduce:hidden">
            <LogoList hidden />
          </div>
        </div>
      </div>
    </section>
  );
}
