import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { cn } from "@/lib/cn";

type PictureProps = Omit<
  ImageProps,
  "loader" | "onLoad" | "onError" | "placeholder" | "priority" | "style"
> & {
  alt: string;
};

/**
 * An image drawn as next/image would draw it (lazy, sized), but as a plain `<img>`: no client component, so no script
 * and no props repeated in the page's payload. `preload` marks the page's largest image above the fold: fetched early
 * (a preload hint in the head), eagerly and at high priority. next/image's inline style (a transparent alt text, and
 * for `fill` the box it fills) is a class of app/globals.css: on a list page it was 300 bytes of each card's HTML and
 * payload.
 */
export function Picture({ preload = false, ...rest }: PictureProps) {
  const { props } = getImageProps(preload ? { ...rest, loading: "eager", fetchPriority: "high" } : rest);
  if (preload) {
    preloadResource(props.src, {
      as: "image",
      fetchPriority: "high",
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, drawn without its client code
  return <img {...styledByClass(props, Boolean(rest.fill))} alt={rest.alt} />;
}

/** getImageProps' attributes with its inline style replaced by the class that draws the same (app/globals.css). */
export function styledByClass<T extends { style?: unknown; className?: string }>(props: T, fill: boolean) {
  const attributes = { ...props, className: cn(fill ? "picture-fill" : "picture", props.className) };
  delete attributes.style;
  return attributes;
}
