import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * A link to another view of a list (a page, a filter). On a cached list page it loads the next view in full
 * (`fullLoad`): the browser's router would reuse the cached default view for a URL that differs only in its query.
 */
export function UrlLink({
  fullLoad,
  href,
  ...props
}: ComponentProps<"a"> & { href: string; fullLoad?: boolean }) {
  // A plain <a> when `fullLoad`: the browser loads the next view in full (the point here).
  return fullLoad ? <a href={href} {...props} /> : <Link href={href} {...props} />;
}
