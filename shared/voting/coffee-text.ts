// A coffee city's facts joined with its texts in the active locale. The texts are text modules
// (shared/messages/{en,fr}/coffee-cities.ts and coffee-shops.ts), so a page carries its own language's
// only; names, addresses, ids and slugs never change, so votes and links are the same in both languages.
import { localized } from "../i18n/localized";
import type { CoffeeCity, CoffeeCitySlug, CoffeeShop } from "./coffee-shop";

export type CoffeeCityText = Pick<CoffeeCity, "city" | "title" | "province" | "blurb" | "intro">;
export type CoffeeShopText = Pick<CoffeeShop, "description" | "tags">;

export type CoffeeCityFacts = Omit<CoffeeCity, keyof CoffeeCityText | "slug" | "shops"> & {
  slug: CoffeeCitySlug;
  shops: Omit<CoffeeShop, keyof CoffeeShopText>[];
};

const CITY_TEXTS = localized<Record<CoffeeCitySlug, CoffeeCityText>>("coffee-cities");
const SHOP_TEXTS = localized<Record<string, CoffeeShopText>>("coffee-shops");

/** The city with getters for its texts: each read answers in the locale active at that moment. */
export function withCoffeeText(facts: CoffeeCityFacts): CoffeeCity {
  const text = () => CITY_TEXTS[facts.slug];
  return {
    ...facts,
    get city() {
      return text().city;
    },
    get title() {
      return text().title;
    },
    get province() {
      return text().province;
    },
    get blurb() {
      return text().blurb;
    },
    get intro() {
      return text().intro;
    },
    shops: facts.shops.map((shop) => ({
      ...shop,
      get description() {
        return SHOP_TEXTS[shop.id]!.description;
      },
      get tags() {
        return SHOP_TEXTS[shop.id]!.tags;
      },
    })),
  };
}
