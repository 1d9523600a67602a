import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

const points = [
  "30-60 minute sessions with working engineers and founders",
  "Slots available within 24-48 hours",
  "Career moves, project reviews, hackathon strategy or hiring help",
];

/** The 1:1 call teaser: booking happens on the site's own /consultation (its free slots, or a request). */
export function CallTeaser() {
  return (
    <section
      aria-labelledby="call-title"
      className="relative overflow-hidden rounded-[1.5rem] border border-border-strong bg-surface p-8 md:p-12"
    >
      <div aria-hidden className="absolute -right-24 -top-24 size-72 rounded-full bg-primary/25 blur-3xl" />
      <div aria-hidden className="absolute -bottom-24 left-1/3 size-64 rounded-full bg-accent/15 blur-3xl" />
      <div className="relative grid gap-8 md:grid-cols-[1.3fr_1fr] md:items-center">
        <div className="flex flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent">1:1 calls</p>
          <h2 id="call-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            Stuck? Talk to someone who has <span className="text-gradient">shipped it</span>.
          </h2>
          <p className="max-w-xl text-muted">
            Over 1000 builders have used a free consultation to pick a stack, prepare for interviews or find a
            co-founder. Pick a slot that suits you in IST.
          </p>
          <ul className="flex flex-col gap-2">
            {points.map((p) => (
              <li key={p} className="flex items-start gap-2 text-sm">
                <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-success" /> {p}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-background/50 p-6">
          <Icon name="calendar-clock" className="size-8 text-accent" />
          <p className="font-semibold">Book a free 1:1 call</p>
          <p className="text-sm text-muted">Pick a free time, or send a request, on our consultation page.</p>
          <ButtonLink href="/consultation" className="mt-2">
            Schedule a call
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
