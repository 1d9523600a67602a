// A select's choices in the page's language: the values stay the ones the API takes ("Full-time"), only their
// labels are translated (listingForm.options.<key>; a value without a key shows as it is, e.g. a team size).
import type { ListingFormT } from "@/components/listings/common-fields";

/** The catalog key of an option: "Full-time" → "fullTime", "1-3 years" → "1To3Years", "Series B+" → "seriesBPlus". */
export function optionKey(value: string): string {
  const words = value
    .replace(/(\d)-(\d)/g, "$1 to $2")
    .replace(/\+/g, " plus ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
}

/** `values` as { value, label } choices, labelled by `t` (the listingForm namespace). */
export function optionLabels(t: ListingFormT, values: readonly string[]) {
  return values.map((value) => {
    const key = `options.${optionKey(value)}`;
    return { value, label: t.has(key) ? t(key) : value };
  });
}
