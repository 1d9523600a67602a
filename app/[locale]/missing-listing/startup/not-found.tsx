// Answered with 404, the page takes its title from its not-found boundary: this one, the /startup/… page's own.
export { default, generateMetadata } from "@/app/[locale]/(public)/startup/[slug]/not-found";
