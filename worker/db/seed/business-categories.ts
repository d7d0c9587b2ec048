// The catalogue's business categories (decision 0117), by listing id: the shops and the gems that are
// businesses. A shop none of the 16 describes (a record store, a bike shop, a cheese counter) has none
// rather than a wrong one; parks, gardens and views are not businesses.
import type { CategorySlug } from "../../../shared/places/business-categories";
import { COFFEE_LISTING_CATEGORIES } from "./coffee-listings";

export const CATALOGUE_CATEGORIES: Readonly<Record<number, CategorySlug>> = {
  4: "boutiques", // Parkdale Paper & Press: a stationery shop (it sells prints, but is no gallery)
  7: "music-venues", // Toronto Music Garden: its summer concerts
  8: "boutiques",
  16: "boutiques",
  22: "art-galleries", // Le Comptoir Céramique: a ceramics studio
  26: "boutiques",
  29: "bakeries",
  37: "coffee-shops",
  41: "clothing-stores",
  54: "bookstores", // Whyte Ave Comics & Games
  58: "clothing-stores",
  68: "boutiques",
  74: "bookstores",
  84: "boutiques",
  85: "cafes",
  88: "cafes",
  90: "cafes",
  91: "spas",
  92: "restaurants",
  93: "coffee-shops",
  95: "bakeries",
  98: "cafes",
  99: "restaurants",
  100: "restaurants",
  101: "restaurants",
  102: "restaurants",
  103: "restaurants",
  104: "spas",
  105: "salons",
  106: "spas",
  107: "salons",
  108: "salons",
  109: "salons",
  110: "spas",
  ...COFFEE_LISTING_CATEGORIES, // the ballot cafés (ids 401–425)
};
