// The coffee pages' ItemLists: the cities with a ballot, and one city's shops with their ratings and,
// when known, their votes.
import type { CoffeeCity } from "../../voting/coffee-shop";
import { pathInLocale } from "../../i18n/active-locale";
import { placeName } from "../../places/place-names";
import { coffeeCityPath } from "../../routing/paths";
import type { JsonLd } from "../json-ld";
import { SCHEMA_ORG } from "./schema-org";

export function coffeeCitiesList(name: string, cities: readonly CoffeeCity[], origin: string): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "ItemList",
    name,
    itemListElement: cities.map((c, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: c.title,
      url: `${origin}${pathInLocale(coffeeCityPath(c.slug))}`,
    })),
  };
}

/** `counts` (shop id → votes), when known, become each shop's vote count. */
export function coffeeShopsList(coffeeCity: CoffeeCity, counts?: Readonly<Record<string, number>>): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "ItemList",
    name: coffeeCity.title,
    numberOfItems: coffeeCity.shops.length,
    itemListElement: coffeeCity.shops.map((shop, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "CafeOrCoffeeShop",
        name: shop.name,
        description: shop.description,
        ...(shop.image ? { image: shop.image } : {}),
        address: {
          "@type": "PostalAddress",
          streetAddress: shop.address,
          addressLocality: placeName(shop.city),
          addressRegion: coffeeCity.regionCode,
          addressCountry: "CA",
        },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: coffeeCity.ratingValue,
          reviewCount: shop.reviews,
          bestRating: 5,
        },
        ...(counts
          ? {
              interactionStatistic: {
                "@type": "InteractionCounter",
                interactionType: "https://schema.org/VoteAction",
                userInteractionCount: counts[shop.id] ?? 0,
              },
            }
          : {}),
      },
    })),
  };
}

/** A season's ranked shop, as its results page shows it. */
export interface RankedShopFacts {
  rank: number;
  count: number;
  shop: { id: string; name: string; address: string; image?: string | undefined };
}

/** A season's final ranking (or standings so far): the shops in rank order, each with its votes. */
export function coffeeResultsList(name: string, city: { city: string; regionCode: string }, standings: readonly RankedShopFacts[]): JsonLd {
  return {
    "@context": SCHEMA_ORG,
    "@type": "ItemList",
    name,
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    numberOfItems: standings.length,
    itemListElement: standings.map(({ rank, count, shop }) => ({
      "@type": "ListItem",
      position: rank,
      item: {
        "@type": "CafeOrCoffeeShop",
        name: shop.name,
        ...(shop.image ? { image: shop.image } : {}),
        address: {
          "@type": "PostalAddress",
          streetAddress: shop.address,
          addressLocality: placeName(city.city),
          addressRegion: city.regionCode,
          addressCountry: "CA",
        },
        interactionStatistic: {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/VoteAction",
          userInteractionCount: count,
        },
      },
    })),
  };
}
