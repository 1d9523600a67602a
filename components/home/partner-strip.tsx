import { Picture } from "@/components/ui/picture";
import { partners } from "@/lib/site/partners";

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul
      className="flex shrink-0 items-center gap-12 pr-12 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"
      aria-label={hidden ? undefined : "Our partners"}
      aria-hidden={hidden || undefined}
    >
      {partners.map((p) => (
        <li key={p.slug} className="shrink-0 opacity-70 transition-opacity hover:opacity-100">
          <Picture
            src={p.logo}
            alt={hidden ? "" : p.name}
            width={160}
            height={48}
            className="h-10 w-auto"
          />
        </li>
      ))}
    </ul>
  );
}

/** The partner logos loop over 60 s; still (and wrapped) for prefers-reduced-motion. */
export function PartnerStrip() {
  return (
    <section aria-labelledby="partners-title" className="flex flex-col gap-6 py-10">
      <h2
        id="partners-title"
        className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-muted"
      >
        Trusted by builders at
      </h2>
      <div className="overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_10%,#000_90%,transparent)] motion-reduce:[mask-image:none]">
        <div className="animate-marquee flex w-max motion-reduce:w-full" data-testid="partner-track">
          <LogoList />
          <div className="motion-reduce:hidden">
            <LogoList hidden />
          </div>
        </div>
      </div>
    </section>
  );
}
