// Listing search (beyond the spec, which only logged the query): every meaningful query word must
// match the listing's title, tags, type, location or description, where category words stand for
// their family ("coffee" also finds cafés and roasters). Best matches first.
// The Worker searches D1's full-text index with `ftsMatchQuery`; `searchListings` is the same rule over
// an in-memory list.
import type { Listing } from "../catalogue/listing";
import { slugify } from "./slug";

// Each family in both languages (slugified: no accents), English members first. A member is a stem: it
// also matches longer words ("boulangerie" finds "boulangeries"), in the index and in what people type.
const WORD_FAMILIES: readonly (readonly string[])[] = [
  ["coffee", "cafe", "espresso", "roaster", "latte", "torrefact", "expresso"],
  ["restaurant", "dining", "bistro", "eatery", "brunch", "food", "resto", "cuisine", "bouffe", "dejeuner"],
  ["bakery", "bakeries", "bread", "pastry", "patisserie", "croissant", "boulanger", "viennoiserie"],
  ["spa", "massage", "sauna", "wellness", "nordic", "nordique", "thermal"],
  ["salon", "hair", "barber", "nails", "beauty", "coiffure", "coiffeu", "barbier", "ongles", "beaute", "esthetique"],
  ["clothing", "boutique", "fashion", "apparel", "vintage", "vetement", "friperie"],
  ["art", "gallery", "galleries", "artist", "mural", "galerie", "artiste"],
  ["book", "bookstore", "bookshop", "books", "librairie", "livre", "bouquin"],
  ["fitness", "gym", "workout", "entrainement", "conditionnement"],
  ["yoga", "pilates", "meditation"],
  ["bar", "pub", "brewery", "cocktail", "taproom", "beer", "wine", "brasserie", "microbrasserie", "biere", "vin"],
  ["nightclub", "nightlife", "club", "dance", "discotheque", "danse"],
  ["music", "concert", "jazz", "folk", "live", "musique", "spectacle"],
  ["theater", "theatre", "stage", "film", "cinema"],
  ["park", "garden", "trail", "nature", "outdoors", "parc", "jardin", "sentier"],
];

/**
 * Phrases that name one thing in several words, read as one family word before splitting: « boîtes de
 * nuit » is a nightclub, not "boîtes" and "nuit" both required.
 */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  // Only phrases whose words mean nothing apart: "plein air" stays two words, which listings tag as such.
  [/\bboites?-de-nuit\b/g, "nightclub"],
];

/** Words that carry no meaning in "best coffee shops in Vancouver" or « meilleurs cafés à Montréal ». */
const STOP_WORDS = new Set([
  ...["a", "an", "and", "the", "in", "of", "for", "near", "best", "local", "shop", "shops", "store", "stores", "s"],
  ...["de", "du", "des", "d", "la", "le", "les", "l", "et", "en", "au", "aux", "un", "une", "pres", "meilleur", "meilleure", "meilleurs", "meilleures", "magasin", "magasins", "commerce", "commerces"],
]);

const TYPE_WORDS: Record<Listing["type"], string> = {
  story: "story stories news histoire histoires recit recits",
  event: "event events festival evenement evenements",
  gem: "gem gems hidden tresor tresors cache caches",
  shop: "shop shops business",
  job: "job jobs emploi emplois",
};

function words(text: string): string[] {
  const slug = PHRASES.reduce((current, [phrase, word]) => current.replace(phrase, word), slugify(text));
  return slug.split("-").filter(Boolean);
}

/** The family a word belongs to (it starts with a member, or is the start of one), if any. */
function familyOf(word: string): readonly string[] | undefined {
  return WORD_FAMILIES.find((members) => members.some((m) => word.startsWith(m) || m.startsWith(word)));
}

/** A word and its family, each reduced to a stem that also matches plurals ("cafes", "bakeries"). */
function expansions(word: string): string[] {
  return [word, ...(familyOf(word) ?? [])];
}

/**
 * The broader words an empty search suggests (`candidates`, in the page's language), without any the
 * query already tried: the word itself or one of its family ("coffee" never suggests "coffee" or "café").
 */
export function broaderWords(query: string, candidates: readonly string[], count = 3): string[] {
  const tried = words(query).filter((w) => !STOP_WORDS.has(w));
  const triedFamilies = new Set(tried.map(familyOf).filter(Boolean));
  return candidates
    .filter((candidate) => {
      const [word = ""] = words(candidate);
      return !tried.includes(word) && !triedFamilies.has(familyOf(word));
    })
    .slice(0, count);
}

function contains(haystack: string, term: string): boolean {
  return haystack.includes(` ${term}`);
}

export interface SearchableListing {
  type: Listing["type"];
  title: string;
  description: string;
  tags: readonly string[];
  location: string;
  city: string;
}

export function searchListings<T extends SearchableListing>(listings: readonly T[], query: string): T[] {
  const terms = words(query).filter((w) => !STOP_WORDS.has(w));
  if (terms.length === 0) return [];
  const scored: { listing: T; score: number; index: number }[] = [];
  listings.forEach((listing, index) => {
    const title = ` ${words(listing.title).join(" ")}`;
    const tags = ` ${words(listing.tags.join(" ")).join(" ")} ${TYPE_WORDS[listing.type]}`;
    const rest = ` ${words(`${listing.location} ${listing.city} ${listing.description}`).join(" ")}`;
    let score = 0;
    for (const term of terms) {
      const options = expansions(term);
      const termScore = Math.max(
        ...options.map((o) => (contains(title, o) ? 3 : contains(tags, o) ? 2 : contains(rest, o) ? 1 : 0)),
      );
      if (termScore === 0) return;
      score += termScore;
    }
    scored.push({ listing, score, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((s) => s.listing);
}

/** At most this many query words take part (a 100-character query has no more meaningful ones). */
export const SEARCH_TERMS_MAX = 12;

/**
 * The FTS5 MATCH expression for a query, or null when no meaningful word is left. Built only from
 * slugified words (a–z, 0–9), each one quoted, so FTS syntax in the input (`"`, `*`, `NEAR(`, `-`,
 * `AND`) is just text. Every word must match; the last also as a prefix ("kensing" finds Kensington),
 * and a category word also through its family, as prefixes ("coffee" → cafe*, roaster*…).
 */
export function ftsMatchQuery(query: string): string | null {
  const terms = [...new Set(words(query).filter((w) => !STOP_WORDS.has(w)))].slice(0, SEARCH_TERMS_MAX);
  if (terms.length === 0) return null;
  return terms
    .map((term, index) => {
      const own = index === terms.length - 1 ? `"${term}"*` : `"${term}"`;
      const family = expansions(term).slice(1).map((member) => `"${member}"*`);
      const options = [...new Set([own, ...family])];
      return options.length === 1 ? own : `(${options.join(" OR ")})`;
    })
    .join(" AND ");
}
