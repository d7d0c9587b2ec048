// French (fr-CA) display text for the home page data in home-data.ts, keyed by the English value or id.
// City and province names come from place-names-fr.ts.

/** The six shop category tiles under Explore by Category, keyed by the English tile name. */
export const shopCategoryTilesFr: Readonly<Record<string, { name: string; description: string }>> = {
  "Coffee Shops": { name: "Cafés", description: "Torréfacteurs d'ici et petits coins douillets" },
  Restaurants: { name: "Restaurants", description: "Favoris du quartier et nouvelles tables" },
  Boutiques: { name: "Boutiques", description: "Mode indépendante et idées cadeaux" },
  Bookstores: { name: "Librairies", description: "Librairies indépendantes et coins lecture" },
  Spas: { name: "Spas", description: "Saunas, massages et havres de paix" },
  "Art Galleries": { name: "Galeries d'art", description: "Artistes d'ici et petits ateliers" },
};

/** Creator video titles, keyed by video id. */
export const creatorVideoTitlesFr: Readonly<Record<number, string>> = {
  1: "Guide local de Toronto : les trésors cachés du centre-ville",
  2: "Guide local de Montréal : une journée dans le Mile End",
  3: "Guide local de Vancouver : au-delà du parc Stanley",
  4: "Guide local de Calgary : d'Inglewood à Kensington",
};
