// "#i18n" in a server component (package.json "imports", the react-server condition): next-intl's own hooks, which
// read the request's catalog. Client components get lib/i18n/client.tsx under the same names.
export { useLocale, useMessages, useTranslations } from "next-intl";
