// The site's languages: ONE LINE EACH (and one catalog, lib/i18n/messages/<code>.json). English is the default and
// stays at the root of every address (/jobs); every other language is under its code (/hi/jobs). Plain JS (types in
// locale-list.d.mts): next.config.mjs reads it too (lib/i18n/addresses.mjs).
export const localeInfo = {
  en: { tag: "en-IN", og: "en_IN", name: "English" },
  hi: { tag: "hi-IN", og: "hi_IN", name: "हिन्दी" },
};

export const defaultCode = "en";

/** The pseudo-locale (accented, lengthened English): served only where PSEUDO_LOCALE=1 (the e2e suite's server). */
export const pseudoCode = "qps";
