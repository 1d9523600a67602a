import { useTranslations } from "#i18n";
import type { ElementType } from "react";
import { Icon } from "@/components/ui/icon";
import { UrlLink } from "@/components/ui/url-link";

/** A search box whose text lives in the URL (?q=): works without JavaScript, shareable, server-filtered. */
export function SearchBox({
  action,
  query,
  label,
  placeholder,
  hidden = {},
  fullLoad,
  form: SearchForm = "form",
}: {
  action: string;
  query: string;
  label: string;
  placeholder: string;
  /** Other query parameters the search keeps (a tab, a filter). */
  hidden?: Record<string, string>;
  /** On a cached list page: clearing the search loads the list in full (see UrlLink). */
  fullLoad?: boolean;
  /**
   * The form element: a plain GET form (the public lists: each search loads in full, and no form code ships
   * with the page), or next/form (the back office), passed in so only the pages that use it load it.
   */
  form?: ElementType;
}) {
  const t = useTranslations("listFilters");
  const clear = Object.keys(hidden).length ? `${action}?${new URLSearchParams(hidden)}` : action;
  return (
    <SearchForm
      action={action}
      role="search"
      aria-label={label}
      // Its text is the URL's: never a value the browser restores on Back (see UrlFormReset).
      autoComplete="off"
      data-url-state=""
      className="flex w-full max-w-xl items-center gap-2"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <label htmlFor={`${action.slice(1).replaceAll("/", "-")}-search`} className="sr-only">
          {label}
        </label>
        <input
          id={`${action.slice(1).replaceAll("/", "-")}-search`}
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          placeholder={placeholder}
          maxLength={100}
          className="min-h-12 w-full rounded-full border border-border-strong bg-surface/80 pl-11 pr-4 text-base text-text placeholder:text-muted/80 focus:border-primary focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="min-h-12 rounded-full border border-border-strong bg-surface-raised px-5 text-sm font-medium hover:border-primary"
      >
        {t("search")}
      </button>
      {query && (
        <UrlLink
          fullLoad={fullLoad}
          href={clear}
          aria-label={t("clearSearch")}
          className="flex size-12 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-raised hover:text-text"
        >
          <Icon name="x" className="size-5" />
        </UrlLink>
      )}
    </SearchForm>
  );
}
