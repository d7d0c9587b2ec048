// Listing search (beyond the spec, which only logged the query): every meaningful query word must
// match the listing's title, tags, type, location or description, where category words stand for
// their family ("coffee" also finds cafés and roasters). What people typed ranks first: listings whose
// title has every typed word, then the listings of a business category the query names ("librairie"),
// then those that have the words anywhere, and only then those found through a family word; bm25
// orders each tier. The Worker searches D1's full-text index with `ftsQueries`.
import type { CategorySlug } from "../places/business-categories";
import { slugify } from "../places/slug";

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
 * The words that name each business category (slugified stems, English and French): a search whose every
 * word names one category ("librairie", « galeries d'art », "Bookstores") finds its listings first. A word
 * names it when it starts with a stem and is at most 3 letters longer ("bakeries", not "Spadina"); a stem of
 * 3 letters or fewer only as itself or its plural ("bars", not "barber").
 */
const CATEGORY_WORDS: Readonly<Record<CategorySlug, readonly string[]>> = {
  "coffee-shops": ["coffee"],
  restaurants: ["restaurant", "resto"],
  bakeries: ["baker", "boulanger"],
  cafes: ["cafe"],
  spas: ["spa"],
  salons: ["salon", "coiffure"],
  "clothing-stores": ["clothing", "vetement"],
  boutiques: ["boutique"],
  "art-galleries": ["art", "galler", "galerie"],
  bookstores: ["book", "bookstore", "bookshop", "librair"],
  "fitness-centers": ["fitness", "gym", "center", "centre", "conditionnement"],
  "yoga-studios": ["yoga", "studio"],
  bars: ["bar"],
  nightclubs: ["nightclub"],
  "music-venues": ["music", "musique", "venue", "salle"],
  theaters: ["theat"],
};

/** The categories every one of the words names (most searches name none). */
function namedCategories(terms: readonly string[]): CategorySlug[] {
  const names = (term: string, stem: string) =>
    stem.length <= 3 ? term === stem || term === `${stem}s` : term.startsWith(stem) && term.length <= stem.length + 3;
  return (Object.keys(CATEGORY_WORDS) as CategorySlug[]).filter((slug) =>
    terms.every((term) => CATEGORY_WORDS[slug].some((stem) => names(term, stem))),
  );
}

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
  ...[
    "de",
    "du",
    "des",
    "d",
    "la",
    "le",
    "les",
    "l",
    "et",
    "en",
    "au",
    "aux",
    "un",
    "une",
    "pres",
    "meilleur",
    "meilleure",
    "meilleurs",
    "meilleures",
    "magasin",
    "magasins",
    "commerce",
    "commerces",
  ],
]);

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
  /** The business categories the whole query names (every word of their family): their listings lead. */
  categories: readonly CategorySlug[];
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
      const family = expansions(term)
        .slice(1)
        .map((member) => `"${member}"*`);
      const options = [...new Set([own(term, index), ...family])];
      return options.length === 1 ? options[0] : `(${options.join(" OR ")})`;
    })
    .join(" AND ");
  const typed = terms.map(own).join(" AND ");
  return { match, typed, typedInTitle: `title : (${typed})`, categories: namedCategories(terms) };
}
