// The 16 business categories' names in French (fr-CA), keyed by the spec's English name
// (shared/places/business-categories-texts.fr.ts registers them).
import type { BusinessCategory } from "./business-category-names";

/** The 16 business categories of the home search suggestions. */
export const businessCategoriesFr: Readonly<Record<BusinessCategory, string>> = {
  "Coffee Shops": "Cafés",
  Restaurants: "Restaurants",
  Bakeries: "Boulangeries",
  Cafes: "Cafés-bistros",
  Spas: "Spas",
  Salons: "Salons de beauté",
  "Clothing Stores": "Boutiques de vêtements",
  Boutiques: "Boutiques",
  "Art Galleries": "Galeries d'art",
  Bookstores: "Librairies",
  "Fitness Centers": "Centres de conditionnement physique",
  "Yoga Studios": "Studios de yoga",
  Bars: "Bars",
  Nightclubs: "Boîtes de nuit",
  "Music Venues": "Salles de concert",
  Theaters: "Théâtres",
};
