import { useTranslations } from "#i18n";
import { Highlight } from "@/components/docs/highlight";
import { Badge } from "@/components/ui/badge";
import type { DocItemDto } from "@/lib/docs/queries";
import { bodyBlocks } from "@/lib/docs/search";

export function DocCard({ item, query }: { item: DocItemDto; query: string }) {
  const t = useTranslations("docs");
  return (
    <article className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-surface/80 p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Highlight text={item.title} query={query} />
        </h2>
        {item.targetRelease && <Badge tone="accent">{t("opens", { release: item.targetRelease })}</Badge>}
      </div>
      {bodyBlocks(item.body).map((block, i) =>
        block.kind === "p" ? (
          <p key={i} className="text-muted">
            <Highlight text={block.text} query={query} />
          </p>
        ) : (
          <ol key={i} className="ml-5 flex list-decimal flex-col gap-2 text-muted marker:text-accent">
            {block.items.map((step, j) => (
              <li key={j} className="pl-1">
                <Highlight text={step} query={query} />
              </li>
            ))}
          </ol>
        ),
      )}
    </article>
  );
}
