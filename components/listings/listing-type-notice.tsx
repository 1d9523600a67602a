import { Rocket } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";

const copy = {
  startup: {
    title: "Startup listings open soon",
    text: "We're building the startup submission form. Until it is live, write to us with your startup's name, website and stage and we'll list it for you.",
    back: { href: "/startups", label: "Back to Startups" },
  },
  gig: {
    title: "Gig submissions open soon",
    text: "We're building the gig submission form. Until it is live, send us the gig's title, budget in rupees and duration and we'll post it for you.",
    back: { href: "/gigs", label: "Back to Gigs" },
  },
} as const;

/**
 * For /submit-listing?type=startup|gig until those forms exist (issue 5): says so clearly and offers the
 * contact page instead. The page that owns /submit-listing renders it for these two types.
 */
export function ListingTypeNotice({ type }: { type: keyof typeof copy }) {
  const { title, text, back } = copy[type];
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-[var(--radius-card)] border border-border bg-surface/80 px-6 py-14 text-center">
      <Rocket aria-hidden className="size-10 text-accent" />
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="text-muted">{text}</p>
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        <ButtonLink href="/contact">Contact the team</ButtonLink>
        <ButtonLink href={back.href} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
