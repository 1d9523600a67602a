import { ButtonLink } from "@/components/ui/button";
import { site } from "@/lib/site/config";

export default function HomePage() {
  return (
    <section className="flex flex-col items-start gap-6 py-16 md:py-24">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">For India&apos;s builders</p>
      <h1 className="max-w-4xl text-balance text-[clamp(2.5rem,6vw,4.75rem)] font-bold leading-[1.05] tracking-tight">
        Build the future with <span className="text-gradient">Builders Hub</span>
      </h1>
      <p className="max-w-2xl text-lg text-muted">{site.description}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/jobs" size="lg">Explore jobs</ButtonLink>
        <ButtonLink href="/solutions" variant="secondary" size="lg">See our work</ButtonLink>
      </div>
    </section>
  );
}
