// A public profile for search engines: a ProfilePage whose main entity is the Person (schema.org), with what the
// page itself shows (never an email, a phone number or anything the member keeps private).
import type { PublicProfileDto } from "@/lib/profiles/dto";
import { profilePath } from "@/lib/profiles/visibility";

export function profilePageJsonLd(profile: PublicProfileDto, siteUrl: string) {
  const url = `${siteUrl.replace(/\/+$/, "")}${profilePath(profile.username)}`;
  const description = profile.headline || profile.bio;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url,
    dateCreated: profile.memberSince,
    dateModified: profile.updatedAt,
    mainEntity: {
      "@type": "Person",
      name: profile.name,
      alternateName: `@${profile.username}`,
      identifier: profile.username,
      url,
      ...(description ? { description } : {}),
      ...(profile.headline ? { jobTitle: profile.headline } : {}),
      ...(profile.city
        ? {
            homeLocation: {
              "@type": "Place",
              name: profile.city,
              address: { "@type": "PostalAddress", addressLocality: profile.city },
            },
          }
        : {}),
      ...(profile.skills.length ? { knowsAbout: profile.skills } : {}),
      ...(profile.links.length ? { sameAs: profile.links.map((l) => l.url) } : {}),
    },
  };
}
