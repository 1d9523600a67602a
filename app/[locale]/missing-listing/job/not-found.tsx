// Answered with 404, the page takes its title from its not-found boundary: this one, the /job/… page's own.
export { default, generateMetadata } from "@/app/[locale]/(public)/job/[id]/not-found";
