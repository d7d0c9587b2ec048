// Every Best Coffee Shops ballot café as a published shop listing (ids 401–425), so each has its own page
// with hours, "Open now" and its place in search. The name, street address, city, image, description
// and tags come from the ballot's seed (./coffee-cities.ts and its texts), never restated; only what a
// listing has and a ballot card does not is written here: its id, neighbourhood, postal code and weekly
// hours. The ballot seed links each shop to its listing (`poll_shops.listing_id`).
import type { Listing } from "../../../shared/listings/listing";
import type { WeeklyHours } from "../../../shared/time/weekly-hours";
import type { CategorySlug } from "../../../shared/places/business-categories";
import { COFFEE_CITY_FACTS } from "./coffee-cities";
import { coffeeCityTextsEn, coffeeShopTextsEn } from "./coffee-texts-en";
import { coffeeShopTextsFr } from "./coffee-texts-fr";
import type { ListingFrench } from "./listings-fr";

interface CafeListingFacts {
  id: number;
  /** The neighbourhood, the same in both languages unless `locationFr` says otherwise. */
  location: string;
  locationFr?: string;
  postalCode: string;
  week: WeeklyHours;
}

type Range = [string, string];
/** The same ranges on weekdays (Monday to Friday) and at weekends. */
const week = (weekdays: Range, weekend: Range | null): WeeklyHours => ({
  mo: [weekdays],
  tu: [weekdays],
  we: [weekdays],
  th: [weekdays],
  fr: [weekdays],
  ...(weekend ? { sa: [weekend], su: [weekend] } : {}),
});

/** Keyed by ballot shop id. */
const CAFE_LISTINGS: Readonly<Record<string, CafeListingFacts>> = {
  "49th-parallel-main": { id: 401, location: "Mount Pleasant", postalCode: "V5T 3G3", week: week(["07:00", "19:00"], ["08:00", "19:00"]) },
  "revolver-gastown": { id: 402, location: "Gastown", postalCode: "V6B 2N4", week: week(["07:30", "18:00"], ["09:00", "18:00"]) },
  "matchstick-chinatown": {
    id: 403,
    location: "Chinatown",
    locationFr: "Quartier chinois",
    postalCode: "V6A 1Z6",
    week: week(["07:00", "18:00"], ["08:00", "18:00"]),
  },
  "nemesis-gastown": { id: 404, location: "Gastown", postalCode: "V6B 1K6", week: week(["07:00", "17:00"], ["08:00", "17:00"]) },
  "prototype-strathcona": {
    id: 405,
    location: "Strathcona",
    postalCode: "V6A 1R8",
    week: { we: [["09:00", "15:00"]], th: [["09:00", "15:00"]], fr: [["09:00", "15:00"]], sa: [["09:00", "15:00"]], su: [["09:00", "15:00"]] },
  },
  "phil-and-sebastian-simmons": { id: 406, location: "East Village", postalCode: "T2G 0K7", week: week(["07:00", "19:00"], ["08:00", "19:00"]) },
  "monogram-altadore": { id: 407, location: "Altadore", postalCode: "T2T 4J5", week: week(["07:00", "18:00"], ["08:00", "18:00"]) },
  "analog-17th-ave": { id: 408, location: "Beltline", postalCode: "T2S 0B7", week: week(["07:00", "21:00"], ["08:00", "21:00"]) },
  "rosso-ramsay": { id: 409, location: "Ramsay", postalCode: "T2G 1P5", week: week(["07:00", "17:00"], ["08:00", "17:00"]) },
  "fratello-roastery": {
    id: 410,
    location: "Highfield",
    postalCode: "T2G 3C8",
    week: { ...week(["07:00", "16:00"], null), sa: [["09:00", "15:00"]] },
  },
  "pilot-roastery": { id: 411, location: "Leslieville", postalCode: "M4L 3W9", week: week(["07:30", "16:00"], ["09:00", "16:00"]) },
  "sam-james-harbord": { id: 412, location: "Harbord Village", postalCode: "M6G 1G5", week: week(["07:00", "18:00"], ["08:00", "18:00"]) },
  "dark-horse-spadina": {
    id: 413,
    location: "Chinatown",
    locationFr: "Quartier chinois",
    postalCode: "M5T 2C7",
    week: week(["07:00", "19:00"], ["08:00", "18:00"]),
  },
  "quantum-king-west": { id: 414, location: "King West", postalCode: "M5V 1L7", week: week(["07:00", "17:00"], ["09:00", "17:00"]) },
  "jimmys-portland": {
    id: 415,
    location: "Fashion District",
    locationFr: "Quartier de la mode",
    postalCode: "M5V 2N3",
    week: week(["07:00", "19:00"], ["08:00", "19:00"]),
  },
  "cafe-olimpico-mile-end": { id: 416, location: "Mile End", postalCode: "H2T 2L1", week: week(["07:00", "23:00"], ["07:00", "23:00"]) },
  "myriade-mackay": {
    id: 417,
    location: "Downtown",
    locationFr: "Centre-ville",
    postalCode: "H3G 2H7",
    week: week(["08:00", "18:00"], ["09:00", "18:00"]),
  },
  "pikolo-avenue-du-parc": { id: 418, location: "Milton-Parc", postalCode: "H2X 2H5", week: week(["07:30", "18:00"], ["09:00", "18:00"]) },
  "dispatch-saint-zotique": {
    id: 419,
    location: "Little Italy",
    locationFr: "Petite-Italie",
    postalCode: "H2S 1M7",
    week: week(["08:00", "17:00"], ["09:00", "17:00"]),
  },
  "saint-henri-notre-dame": { id: 420, location: "Saint-Henri", postalCode: "H4C 1P6", week: week(["07:00", "18:00"], ["08:00", "18:00"]) },
  "happy-goat-laurel": { id: 421, location: "Hintonburg", postalCode: "K1Y 4R8", week: week(["07:00", "18:00"], ["08:00", "18:00"]) },
  "bridgehead-roastery": {
    id: 422,
    location: "Little Italy",
    locationFr: "Petite Italie",
    postalCode: "K1R 6T7",
    week: week(["07:00", "19:00"], ["08:00", "19:00"]),
  },
  "little-victories-bank": {
    id: 423,
    location: "The Glebe",
    locationFr: "Le Glebe",
    postalCode: "K1S 3V8",
    week: week(["07:30", "18:00"], ["08:00", "18:00"]),
  },
  "arlington-five": {
    id: 424,
    location: "Centretown",
    locationFr: "Centre-ville",
    postalCode: "K2P 1C1",
    week: week(["07:30", "17:00"], ["09:00", "17:00"]),
  },
  "ministry-of-coffee-elgin": {
    id: 425,
    location: "Centretown",
    locationFr: "Centre-ville",
    postalCode: "K2P 1M1",
    week: week(["07:00", "21:00"], ["08:00", "21:00"]),
  },
};

/** A ballot shop's listing facts; every seeded shop has them (the seed fails loudly otherwise). */
function cafeFacts(shopId: string): CafeListingFacts {
  const facts = CAFE_LISTINGS[shopId];
  if (!facts) throw new Error(`The ballot shop "${shopId}" has no listing facts`);
  return facts;
}

/** The listing id of a seeded ballot shop. */
export const cafeListingId = (shopId: string): number => cafeFacts(shopId).id;

const capitalised = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

const cafes = COFFEE_CITY_FACTS.flatMap((city) => city.shops.map((shop) => ({ city, shop, facts: cafeFacts(shop.id) })));

export const coffeeListings: readonly Listing[] = cafes.map(({ city, shop, facts }) => {
  const { description, tags } = coffeeShopTextsEn[shop.id]!;
  return {
    id: facts.id,
    slug: shop.id,
    title: shop.name,
    description,
    ...(shop.image ? { image: shop.image } : {}),
    type: "shop",
    location: facts.location,
    city: shop.city,
    province: coffeeCityTextsEn[city.slug].province as Listing["province"],
    tags: ["Coffee", ...tags.map(capitalised)],
    address: `${shop.address}, ${shop.city}, ${city.regionCode} ${facts.postalCode}`,
  };
});

export const coffeeListingsFrench: Readonly<Record<number, ListingFrench>> = Object.fromEntries(
  cafes.map(({ shop, facts }) => {
    const { description, tags } = coffeeShopTextsFr[shop.id]!;
    return [facts.id, { title: shop.name, description, tags: ["café", ...tags], location: facts.locationFr ?? facts.location }];
  }),
);

export const COFFEE_LISTING_HOURS: Readonly<Record<number, WeeklyHours>> = Object.fromEntries(cafes.map(({ facts }) => [facts.id, facts.week]));

export const COFFEE_LISTING_CATEGORIES: Readonly<Record<number, CategorySlug>> = Object.fromEntries(
  cafes.map(({ facts }) => [facts.id, "coffee-shops" as const]),
);
