// Answered with 404, the page takes its title from its not-found boundary: this one, the /u/… page's own.
export { default, generateMetadata } from "@/app/[locale]/(public)/u/[username]/not-found";
