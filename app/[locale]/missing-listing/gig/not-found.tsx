// Answered with 404, the page takes its title from its not-found boundary: this one, the /gig/… page's own.
export { default, generateMetadata } from "@/app/[locale]/(public)/gig/[id]/not-found";
