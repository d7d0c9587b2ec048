// Slugs (spec section 2, "URL building rules"). Accents are folded to ASCII first: the spec's rule
// alone would turn "Montréal" into "montr-al".

/** Lower-case, accents folded, runs of non-alphanumerics → one hyphen, hyphens trimmed. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A city's part of a path: "St. John's" → "st-john-s", "Quebec City" → "quebec-city", "Montréal" → "montreal". */
export function citySlug(city: string): string {
  return slugify(city);
}

/** A listing's own slug when it has one, otherwise its slugified title. */
export function listingSlug(listing: { slug?: string | undefined; title: string }): string {
  return listing.slug ?? slugify(listing.title);
}
