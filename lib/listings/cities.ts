// The cities the filters offer and every spelling that names each in a location: Bengaluru is Bangalore,
// Bengaluru Urban or BLR; Delhi NCR is Delhi, New Delhi, Gurugram (Gurgaon), Noida, Greater Noida, Ghaziabad and
// Faridabad, one choice (docs/decisions.md); the old names (Bombay, Madras, Calcutta, Cochin) count. The migration
// that last recomputed the stored columns holds the same table in SQL (prisma/migrations/*_pay_and_place_facets).

export const cities = [
  { name: "Bengaluru", spellings: "bengaluru|bangalore|\\bblr\\b" },
  { name: "Mumbai", spellings: "mumbai|bombay|\\bthane\\b" },
  { name: "Delhi NCR", spellings: "delhi|gurugram|gurgaon|noida|ghaziabad|faridabad|\\bncr\\b" },
  { name: "Hyderabad", spellings: "hyderabad|secunderabad|hitec city" },
  { name: "Pune", spellings: "\\bpune\\b|pimpri|chinchwad" },
  { name: "Chennai", spellings: "chennai|madras" },
  { name: "Kolkata", spellings: "kolkata|calcutta" },
  { name: "Ahmedabad", spellings: "ahmedabad" },
  { name: "Jaipur", spellings: "jaipur" },
  { name: "Kochi", spellings: "kochi|cochin|ernakulam" },
  { name: "Goa", spellings: "\\bgoa\\b|panaji|panjim" },
  { name: "Bhubaneswar", spellings: "bhubaneswar" },
] as const;
export const cityNames = cities.map((c) => c.name);

/** A job done from anywhere: its "city" is Remote. An event held on the internet: its "city" is Online. */
export const REMOTE = "Remote";
export const ONLINE = "Online";

const CITY = new RegExp(cities.map((c) => `(${c.spellings})`).join("|"), "i");

/** The city a location names (the first one in it: "Pune or Bengaluru" is Pune), else null. */
export function cityOf(location: string | null | undefined): string | null {
  const m = CITY.exec(location ?? "");
  return m ? cities[m.slice(1).findIndex((g) => g !== undefined)]!.name : null;
}
