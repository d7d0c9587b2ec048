// Listing search (beyond the spec, which only logged the query): every meaningful query word must
// match the listing's title, tags, type, location or description, where category words stand for
// their family ("coffee" also finds cafés and roasters). Best matches first.
// The Worker searches D1's full-text index with `ftsMatchQuery`; `searchListings` is the same rule over
// an in-memory list.
import type { Listing } from "../catalogue/listing";
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

const TYPE_WORDS: Record<Listing["type"], string> = {
  story: "story stories news",
  event: "event events festival",
  gem: "gem gems hidden",
  shop: "shop shops business",
  job: "job jobs",
};

function words(text: string): string[] {
  return slugify(text).split("-").filter(Boolean);
}

/** A word and its family, each reduced to a stem that also matches plurals ("cafes", "bakeries"). */
function expansions(word: string): string[] {
  const family = WORD_FAMILIES.find((members) => members.some((m) => word.startsWith(m) || m.startsWith(word)));
  return [word, ...(family ?? [])];
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
