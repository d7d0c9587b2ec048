// Home page reference data (spec sections 2 and 9): Explore by Cities, creator videos and the shop
// category tiles (the 16 business categories are in business-category-names.ts).
import type { CreatorVideo, HomeCity } from "../places/place-types";

const img = (id: string) => `https://images.unsplash.com/photo-${id}?auto=format&fit=crop&w=800&h=500&q=70`;

/** The 8 Explore by Cities entries, in display order. The UI falls back to generated artwork without an image. */
export const homeCities: readonly HomeCity[] = [
  { name: "Toronto", province: "Ontario", image: img("1517090504586-fde19ea6066f") },
  { name: "Montreal", province: "Quebec", image: img("1519178614-68673b201f36") },
  { name: "Vancouver", province: "British Columbia", image: img("1559511260-66a654ae982a") },
  { name: "Calgary", province: "Alberta" },
  { name: "Ottawa", province: "Ontario" },
  { name: "Edmonton", province: "Alberta" },
  { name: "Quebec City", province: "Quebec" },
  { name: "Winnipeg", province: "Manitoba" },
];

/** Creator video section: four city guides (embedId is a YouTube video id). */
export const creatorVideos: readonly CreatorVideo[] = [
  { id: 1, title: "Toronto Local Guide: Hidden Spots Downtown", embedId: "t9YkQ2mVx4E", creator: "Maya Chen" },
  { id: 2, title: "Montreal Local Guide: A Day in Mile End", embedId: "Lq3rB7nWd0s", creator: "Julien Tremblay" },
  { id: 3, title: "Vancouver Local Guide: Beyond Stanley Park", embedId: "pX8cN1eRk5A", creator: "Priya Sandhu" },
  { id: 4, title: "Calgary Local Guide: Inglewood to Kensington", embedId: "Hv2mT6sYq9U", creator: "Owen Blackwood" },
];

export interface ShopCategoryTile {
  name: string;
  description: string;
}

/** The six shop category tiles under Explore by Category; each links to /shop. */
export const SHOP_CATEGORY_TILES: readonly ShopCategoryTile[] = [
  { name: "Coffee Shops", description: "Local roasters and cozy corners" },
  { name: "Restaurants", description: "Neighbourhood favourites and new tables" },
  { name: "Boutiques", description: "Independent fashion and gifts" },
  { name: "Bookstores", description: "Indie shelves and reading nooks" },
  { name: "Spas", description: "Saunas, massages and quiet escapes" },
  { name: "Art Galleries", description: "Local artists and small studios" },
];
