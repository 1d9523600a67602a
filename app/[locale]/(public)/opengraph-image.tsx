// The home page's own image: a page's metadata replaces the parent's openGraph (images included), so the
// site-wide app/opengraph-image.tsx does not reach "/" (served here as /opengraph-image-<hash>). The same image.
export { alt, contentType, default, size } from "../../opengraph-image";
