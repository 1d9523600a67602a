import { useTranslations } from "#i18n";
import { buttonClass } from "@/components/ui/button";
import { Checkbox, Input, Label, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import type { FilterBarView, FilterControl } from "@/lib/listing-views/list-filters";
import { localizedPath } from "@/lib/i18n/locales";
import { withQuery } from "@/lib/site/query";

/**
 * A list's filters, working without JavaScript: a GET form (a "Filters" disclosure, open while a filter is
 * chosen) whose Apply loads the list at page 1 with the search kept, then the chosen filters as chips, each a
 * link that removes it, "Clear all", and "Save this search" (the same link for everyone: the list is cached; the
 * member page it opens asks a guest to log in). `keep` holds parameters chosen elsewhere on the page (the jobs' kind).
 * In the view's language: its words (namespace listFilters), and its links and form under the language's prefix.
 */
export function FilterBar({ view, keep = {} }: { view: FilterBarView; keep?: Record<string, string> }) {
  const t = useTranslations("listFilters");
  const id = `${view.path.slice(1)}-filters`;
  const chosen = view.chips.length;
  const save = localizedPath(
    view.locale,
    withQuery("/dashboard/saved-searches/new", { list: view.path, q: view.query, ...view.params }),
  );
  return (
    <div className="flex flex-col gap-3">
      <details open={chosen > 0} className="group rounded-2xl border border-border bg-surface/60">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <Icon name="sliders-horizontal" className="size-4 text-accent" />
          {chosen ? t("filtersChosen", { count: chosen }) : t("filters")}
        </summary>
        <form
          // Sent to the list's /search address, which proxy.ts answers with the clean list URL (empty fields left out).
          action={`${localizedPath(view.locale, view.path)}/search`}
          method="get"
          aria-label={t("filters")}
          // Its values are the URL's: never ones the browser restores on Back (see UrlFormReset).
          autoComplete="off"
          data-url-state=""
          className="grid gap-4 border-t border-border p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {view.query && <input type="hidden" name="q" value={view.query} />}
          {Object.entries(keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {view.controls.map((control) => (
            <FilterField key={control.name} id={`${id}-${control.name}`} control={control} any={t("any")} />
          ))}
          <div className="flex items-end sm:col-span-2 lg:col-span-3">
            <button type="submit" className={buttonClass("primary", "md", "min-h-11")}>
              {t("apply")}
            </button>
          </div>
        </form>
      </details>
      {chosen > 0 && (
        <ul aria-label={t("active")} className="flex flex-wrap items-center gap-2">
          {view.chips.map((chip) => (
            <li key={chip.href + chip.label}>
              <a
                href={chip.href}
                aria-label={t("remove", { label: chip.label })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary bg-primary/15 px-4 text-sm text-text hover:border-accent"
              >
                {chip.label}
                <Icon name="x" className="size-4" />
              </a>
            </li>
          ))}
          <li>
            <a
              href={view.clearHref}
              className="inline-flex min-h-11 items-center px-2 text-sm text-muted underline hover:text-text"
            >
              {t("clearAll")}
            </a>
          </li>
        </ul>
      )}
      {(chosen > 0 || view.query) && (
        <p>
          <a href={save} className={buttonClass("secondary", "sm", "min-h-11")}>
            <Icon name="bell-plus" className="size-4" />
            {t("saveSearch")}
          </a>
        </p>
      )}
    </div>
  );
}

function FilterField({ id, control, any }: { id: string; control: FilterControl; any: string }) {
  if (control.control === "checkboxes") {
    return (
      <fieldset className="flex flex-col gap-2 sm:col-span-2 lg:col-span-3">
        <legend className="mb-1 text-sm font-medium text-text">{control.label}</legend>
        <div className="flex flex-wrap gap-x-4">
          {control.options.map((o) => (
            <label key={o.value} className="check-option">
              <Checkbox
                name={control.name}
                value={o.value}
                defaultChecked={control.value.includes(o.value)}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{control.label}</Label>
      {control.control === "date" ? (
        <Input id={id} type="date" name={control.name} defaultValue={control.value[0] ?? ""} />
      ) : (
        <Select id={id} name={control.name} defaultValue={control.value[0] ?? ""}>
          <option value="">{control.anyLabel ?? any}</option>
          {control.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}
