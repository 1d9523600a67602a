import Link from "next/link";
import { PageHeader } from "@/components/ui/page-header";
import { legalLastUpdated, type LegalDoc } from "@/lib/legal/types";
import { legalLinks } from "@/lib/site/navigation";

/** A legal page: title, last-updated date, contents and numbered sections. */
export function LegalDocument({ doc, path }: { doc: LegalDoc; path: string }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={doc.title} description={doc.summary}>
        <p className="text-sm text-muted">
          Last updated <time dateTime={legalLastUpdated.iso}>{legalLastUpdated.label}</time>
        </p>
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-muted">On this page</h2>
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
          <nav aria-label="Other policies" className="flex flex-wrap gap-3 border-t border-border pt-8">
            {legalLinks
              .filter((l) => l.href !== path)
              .map((l) => (
                <Link
                  key={l.href}
                  href={l.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm hover:border-primary"
                >
                  {l.label}
                </Link>
              ))}
          </nav>
        </div>
      </div>
    </>
  );
}
