// A list page's filter bar as plain data: the controls with their current values, the chips of the chosen
// filters (each a link that removes it), "Clear all", and the filtered view's canonical URL. Built from the
// filters read from the URL (lib/listings/filter-fields.ts readFilters) and the list's specs (filter-specs.ts).
import type { FilterOption, FilterSpec } from "@/lib/listing-views/filter-specs";
import { localizedPath } from "@/lib/i18n/locales";
import { withQuery } from "@/lib/site/query";

export type FilterControl = Omit<FilterSpec, "toUrl" | "chip"> & { value: string[] };

export type FilterBarView = {
  /** The list's path ("/jobs", in English: the list a saved search names) and its search text, kept by every link and by the form. */
  path: string;
  /** The page's language: the links, the form's address and the chips' words are in it. */
  locale: string;
  query: string;
  /** The chosen filters as URL parameters, in the list's fixed order. */
  params: Record<string, string>;
  controls: FilterControl[];
  chips: { label: string; href: string }[];
  /** The list with its search but no filters. */
  clearHref: string;
};

/** The chosen filters (parsed) as URL parameters, in the specs' order; unknown names are never there. */
export function filterParams(specs: FilterSpec[], chosen: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const spec of specs) {
    const value = chosen[spec.name];
    if (value !== undefined) out[spec.name] = spec.toUrl(value);
  }
  return out;
}

/** The canonical URL of a view: its path and its filters in a fixed order (no search text, no page). */
export const canonicalOf = (path: string, params: Record<string, string>) => withQuery(path, params);

export function filterBarOf(
  path: string,
  specs: FilterSpec[],
  chosen: Record<string, unknown>,
  query: string,
  options: Record<string, FilterOption[]> = {},
  locale = "en",
): FilterBarView {
  const params = filterParams(specs, chosen);
  const search = query ? { q: query } : {};
  const href = (next: Record<string, string>) => withQuery(localizedPath(locale, path), { ...search, ...next });
  const chips = specs.flatMap((spec) => {
    const value = params[spec.name];
    if (value === undefined) return [];
    const rest = without(params, [spec.name]);
    const parts = spec.control === "checkboxes" ? value.split(",") : [value];
    return parts.map((part) => {
      const left = parts.filter((p) => p !== part).join(",");
      return { label: spec.chip(part), href: href(left ? { ...rest, [spec.name]: left } : rest) };
    });
  });
  const controls = specs
    .filter((spec) => spec.control !== "none")
    .map((full) => {
      const spec = without(full, ["toUrl", "chip"]) as Omit<FilterSpec, "toUrl" | "chip">;
      const raw = params[spec.name];
      const value = raw === undefined ? [] : spec.control === "checkboxes" ? raw.split(",") : [raw];
      const offered = options[spec.name] ?? spec.options;
      // A chosen value the bar does not offer (a custom amount, another skill) is offered too, so it stays.
      const extra = value
        .filter((v) => !offered.some((o) => o.value === v))
        .map((v) => ({ value: v, label: spec.control === "checkboxes" ? v : specChip(specs, spec.name, v) }));
      return { ...spec, options: spec.control === "date" ? [] : [...offered, ...extra], value };
    });
  return { path, locale, query, params, controls, chips, clearHref: href({}) };
}

/** `record` without the fields named. */
function without<T extends object>(record: T, names: string[]) {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !names.includes(name))) as Record<
    string,
    T[keyof T]
  >;
}

const specChip = (specs: FilterSpec[], name: string, value: string) =>
  specs.find((s) => s.name === name)?.chip(value) ?? value;
