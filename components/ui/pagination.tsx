import { useTranslations } from "#i18n";
import { Icon } from "@/components/ui/icon";
import { UrlLink } from "@/components/ui/url-link";
import { cn } from "@/lib/cn";

/** Page links that keep the other query parameters (the search) of the list; `path` as the links write it (its language's). */
export function Pagination({
  path,
  page,
  totalPages,
  params = {},
  fullLoad,
}: {
  path: string;
  page: number;
  totalPages: number;
  params?: Record<string, string>;
  /** On a cached list page: each page loads in full (see UrlLink). */
  fullLoad?: boolean;
}) {
  const t = useTranslations("pagination");
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const search = new URLSearchParams({ ...params, ...(p > 1 ? { page: String(p) } : {}) }).toString();
    return search ? `${path}?${search}` : path;
  };
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === totalPages || Math.abs(p - page) <= 1,
  );
  const item = "flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm";
  return (
    <nav aria-label={t("pages")} className="mt-10 flex items-center justify-center gap-1">
      {page > 1 ? (
        <UrlLink
          fullLoad={fullLoad}
          href={href(page - 1)}
          className={cn(item, "text-muted hover:bg-surface-raised hover:text-text")}
          aria-label={t("previous")}
        >
          <Icon name="chevron-left" className="size-5" />
        </UrlLink>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && p - pages[i - 1]! > 1 && (
            <span className="px-1 text-muted" aria-hidden>
              …
            </span>
          )}
          <UrlLink
            fullLoad={fullLoad}
            href={href(p)}
            aria-current={p === page ? "page" : undefined}
            className={cn(
              item,
              p === page
                ? "bg-gradient-accent font-semibold text-[#0b0b12]"
                : "text-muted hover:bg-surface-raised hover:text-text",
            )}
          >
            {p}
          </UrlLink>
        </span>
      ))}
      {page < totalPages ? (
        <UrlLink
          fullLoad={fullLoad}
          href={href(page + 1)}
          className={cn(item, "text-muted hover:bg-surface-raised hover:text-text")}
          aria-label={t("next")}
        >
          <Icon name="chevron-right" className="size-5" />
        </UrlLink>
      ) : null}
    </nav>
  );
}
