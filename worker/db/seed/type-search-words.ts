// Words that find each listing type in search ("stories" finds every story), in both languages. The seed
// writes them to `listing_type_words` (catalogue-seed.ts), which the search triggers read, so a new type
// needs no migration; seed data rather than the registry's, which ships with every page and has no use
// for them.
import type { BrowsableType } from "../../../shared/listings/listing-types";

export const TYPE_SEARCH_WORDS: Record<BrowsableType, string> = {
  story: "story stories news",
  event: "event events festival",
  gem: "gem gems hidden",
  shop: "shop shops business",
  job: "job jobs hiring emploi emplois",
};
