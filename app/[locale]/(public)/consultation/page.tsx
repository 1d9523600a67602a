import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { LazyConsultationForm } from "@/components/consultations/lazy-consultation-form";
import { TitledPanel } from "@/components/ui/titled-panel";
import { PageHeader } from "@/components/ui/page-header";
import { REPLY_WITHIN } from "@/lib/consultations/messages";
import { pageMetadata } from "@/lib/site/metadata";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const metadata: Metadata = pageMetadata({
  title: "Book a 1:1 consultation",
  description:
    "A 1:1 session with Builders Hub on smart contracts, AI agents, your career or your startup: pick a free time, or send a request and we reply within 24 hours.",
  path: "/consultation",
});

const steps: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "message-square-text",
    title: "Tell us what you need",
    text: "A topic and a few lines on what you are building or where you are stuck.",
  },
  {
    icon: "clock",
    title: "Pick a time, or ask for one",
    text: `A free time you pick (IST) is confirmed at once, with a calendar invitation by email. No time suits you? Send a request without one and we reply by email ${REPLY_WITHIN}.`,
  },
  {
    icon: "video",
    title: "Meet on a video call",
    text: "The join link comes with your confirmation. Talk with someone who has shipped it: code review, architecture, career or fundraising.",
  },
];

const topics = [
  "Smart contracts and audits",
  "AI agents and LLM apps",
  "Hackathon preparation",
  "Internships and career switches",
  "Startup, product and fundraising",
];

export default async function ConsultationPage({ params }: LocaleParams = {}) {
  await pageLocale(params);
  return (
    <>
      <PageHeader
        eyebrow="1:1 Consultation"
        title={
          <>
            Talk it through with <span className="text-gradient">a builder</span>
          </>
        }
        description="Book a focused 1:1 session on your project, your code or your next career move. Members earn coins for booking."
      />
      <div className="grid gap-8 lg:grid-cols-[1.5fr_1fr]">
        <TitledPanel id="request-title" title="Request a session" look="form" icon="calendar-clock">
          <LazyConsultationForm />
        </TitledPanel>
        <aside aria-labelledby="how-title" className="flex flex-col gap-6">
          <div className="flex flex-col gap-4">
            <h2 id="how-title" className="text-2xl font-semibold">
              How it works
            </h2>
            <ol className="flex flex-col gap-4">
              {steps.map(({ icon, title, text }, i) => (
                <li
                  key={title}
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
                      <span className="sr-only">Step {i + 1}: </span>
                      {title}
                    </h3>
                    <p className="text-sm text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-[var(--radius-card)] border border-border bg-surface/80 p-5">
            <h2 className="mb-3 text-lg font-semibold">What people ask us about</h2>
            <ul className="flex flex-wrap gap-2">
              {topics.map((t) => (
                <li key={t} className="rounded-full border border-border-strong px-3 py-1 text-sm text-muted">
                  {t}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
