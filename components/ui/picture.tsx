import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

type PictureProps = Omit<ImageProps, "loader" | "onLoad" | "onError" | "placeholder" | "priority"> & {
  alt: string;
};

/**
 * An image drawn as next/image would draw it (lazy, sized), but as a plain `<img>`: no client component, so no script
 * and no props repeated in the page's payload. `preload` marks the page's largest image above the fold: fetched early
 * (a preload hint in the head), eagerly and at high priority.
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
  return <img {...props} alt={rest.alt} />;
}
