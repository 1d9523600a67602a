import { useTranslations } from "#i18n";
import { PageHeader } from "@/components/ui/page-header";
import { Link } from "@/lib/i18n/navigation";
import { legalLastUpdated, type LegalDoc } from "@/lib/legal/types";

/** The legal pages (legal.links.<name> is each one's link text). */
const policies = [
  { name: "privacy", href: "/privacy-policy" },
  { name: "terms", href: "/terms-of-use" },
  { name: "refund", href: "/refund-and-cancellation" },
] as const;

/** A legal page: title, last-updated date, contents and numbered sections (`doc` in the page's language). */
export function LegalDocument({ doc, path }: { doc: LegalDoc; path: string }) {
  const t = useTranslations("legal");
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={doc.title} description={doc.summary}>
        <p className="text-sm text-muted">
          {t.rich("lastUpdated", {
            time: (chunks) => <time dateTime={legalLastUpdated.iso}>{chunks}</time>,
          })}
        </p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("onThisPage")} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">{t("onThisPage")}</h2>
          <ol className="flex flex-col gap-1 border-l border-border">
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l border-transparent py-1.5 pl-4 text-sm text-muted hover:border-primary hover:text-text"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex max-w-3xl flex-col gap-10">
          {doc.sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28">
              <h2 id={`${s.id}-title`} className="mb-4 text-2xl font-semibold">
                {s.title}
              </h2>
              <div className="flex flex-col gap-4 leading-relaxed text-muted">
                {s.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {s.list && (
                  <ul className="ml-5 flex list-disc flex-col gap-2 marker:text-accent">
                    {s.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {s.after?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </section>
          ))}
          <nav aria-label={t("otherPolicies")} className="flex flex-wrap gap-3 border-t border-border pt-8">
            {policies
              .filter((l) => l.href !== path)
              .map((l) => (
                <Link
                  key={l.href}
                  href={l.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm hover:border-primary"
                >
                  {t(`links.${l.name}`)}
                </Link>
              ))}
          </nav>
        </div>
      </div>
    </>
  );
}
