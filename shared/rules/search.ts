// Listing search (beyond the spec, which only logged the query): every meaningful query word must
// match the listing's title, tags, type, location or description, where category words stand for
// their family ("coffee" also finds cafés and roasters). What people typed ranks first: listings whose
// title has every typed word, then those that have them anywhere, and only then those found through a
// family word; bm25 orders each tier. The Worker searches D1's full-text index with `ftsQueries`.
import { slugify } from "./slug";

const WORD_FAMILIES: readonly (readonly string[])[] = [
  ["coffee", "cafe", "espresso", "roaster", "latte"],
  ["restaurant", "dining", "bistro", "eatery", "brunch", "food"],
  ["bakery", "bakeries", "bread", "pastry", "patisserie", "croissant"],
  ["spa", "massage", "sauna", "wellness", "nordic"],
  ["salon", "hair", "barber", "nails", "beauty"],
  ["clothing", "boutique", "fashion", "apparel", "vintage"],
  ["art", "gallery", "galleries", "artist", "mural"],
  ["book", "bookstore", "bookshop", "books"],
  ["fitness", "gym", "workout"],
  ["yoga", "pilates", "meditation"],
  ["bar", "pub", "brewery", "cocktail", "taproom", "beer", "wine"],
  ["nightclub", "nightlife", "club", "dance"],
  ["music", "concert", "jazz", "folk", "live"],
  ["theater", "theatre", "stage", "film", "cinema"],
  ["park", "garden", "trail", "nature", "outdoors"],
];

/** Words that carry no meaning in "best coffee shops in Vancouver". */
const STOP_WORDS = new Set(["a", "an", "and", "the", "in", "of", "for", "near", "best", "local", "shop", "shops", "store", "stores", "s"]);

function words(text: string): string[] {
  return slugify(text).split("-").filter(Boolean);
}

/** A word and its family, each reduced to a stem that also matches plurals ("cafes", "bakeries"). */
function expansions(word: string): string[] {
  const family = WORD_FAMILIES.find((members) => members.some((m) => word.startsWith(m) || m.startsWith(word)));
  return [word, ...(family ?? [])];
}

/** At most this many query words take part (a 100-character query has no more meaningful ones). */
export const SEARCH_TERMS_MAX = 12;

/** The FTS5 MATCH expressions of one search; each value is bound, never spliced into SQL. */
export interface FtsQueries {
  /** What the search finds: every word, a category word also through its family. */
  match: string;
  /** Every typed word itself, anywhere: these matches rank above family-only ones. */
  typed: string;
  /** Every typed word itself in the title: these rank first. */
  typedInTitle: string;
}

/**
 * The FTS5 MATCH expressions for a query, or null when no meaningful word is left. Built only from
 * slugified words (a–z, 0–9), each one quoted, so FTS syntax in the input (`"`, `*`, `NEAR(`, `-`,
 * `AND`) is just text. Every word must match; the last also as a prefix ("kensing" finds Kensington),
 * and in `match` a category word also through its family, as prefixes ("coffee" → cafe*, roaster*…).
 */
export function ftsQueries(query: string): FtsQueries | null {
  const terms = [...new Set(words(query).filter((w) => !STOP_WORDS.has(w)))].slice(0, SEARCH_TERMS_MAX);
  if (terms.length === 0) return null;
  const own = (term: string, index: number) => (index === terms.length - 1 ? `"${term}"*` : `"${term}"`);
  const match = terms
    .map((term, index) => {
      const family = expansions(term).slice(1).map((member) => `"${member}"*`);
      const options = [...new Set([own(term, index), ...family])];
      return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
    })
    .join(" AND ");
  const typed = terms.map(own).join(" AND ");
  return { match, typed, typedInTitle: `title : (${typed})` };
}
