// The seeded Best Coffee Shops ballot (worker/db/seed/coffee-cities.ts and its texts in each language)
// as seed SQL for the poll tables, with the rules of the listings seed (worker/db/catalogue-seed.ts):
// a missing row is inserted; an existing one is updated only where its seeded value differs and no admin
// edited that column (`edited_fields`; a text as `{field}_{locale}`); nothing changes on a second run.
// A city's retired flag is never seeded over. The current year's season (by the clock, in the city's
// zone) is inserted when the city has none for that year; an existing season is left as it is.
import { COFFEE_CITY_FACTS, type CoffeeCityFacts, type CoffeeCityText, type CoffeeShopText } from "./seed/coffee-cities";
import { coffeeCityTextsEn, coffeeShopTextsEn } from "./seed/coffee-texts-en";
import { coffeeCityTextsFr, coffeeShopTextsFr } from "./seed/coffee-texts-fr";
import { cafeListingId } from "./seed/coffee-listings";
import { cityTimeZone } from "../../shared/places/city-time-zones";
import { defaultSeasonWindow } from "../../shared/voting/award-seasons";
import type { Locale } from "../../shared/i18n/locales";
import * as clock from "../../shared/time/clock";
import { sqlLiteral } from "./catalogue-seed";

type SqlValue = Parameters<typeof sqlLiteral>[0];

const CITY_TEXTS: Record<Locale, Readonly<Record<string, CoffeeCityText>>> = { en: coffeeCityTextsEn, fr: coffeeCityTextsFr };
const SHOP_TEXTS: Record<Locale, Readonly<Record<string, CoffeeShopText>>> = { en: coffeeShopTextsEn, fr: coffeeShopTextsFr };
const LOCALES_SEEDED = Object.keys(CITY_TEXTS) as Locale[];

/** Whether the admin edited `field` of the row that `owner` (a parent table's row) names. */
const editedIn = (owner: string, field: string) => `EXISTS (SELECT 1 FROM json_each(${owner}.edited_fields) WHERE value = ${sqlLiteral(field)})`;

/**
 * An upsert that writes `seeded` columns unless edited (`edited(column)` says whether), and writes
 * nothing when nothing it may write differs.
 */
function upsert(table: string, keys: Record<string, SqlValue>, seeded: Record<string, SqlValue>, edited: (column: string) => string): string {
  const columns = { ...keys, ...seeded };
  const names = Object.keys(columns);
  const sets = Object.keys(seeded).map((c) => `${c} = CASE WHEN ${edited(c)} THEN ${table}.${c} ELSE excluded.${c} END`);
  const changed = Object.keys(seeded).map((c) => `(excluded.${c} IS NOT ${table}.${c} AND NOT ${edited(c)})`);
  return (
    `INSERT INTO ${table} (${names.join(", ")}) VALUES (${names.map((n) => sqlLiteral(columns[n])).join(", ")}) ` +
    `ON CONFLICT (${Object.keys(keys).join(", ")}) DO UPDATE SET ${sets.join(", ")} WHERE ${changed.join(" OR ")}`
  );
}

function cityZone(facts: CoffeeCityFacts): string {
  const zone = cityTimeZone(facts.shops[0]!.city);
  if (!zone) throw new Error(`No time zone known for the coffee city "${facts.slug}"`);
  return zone;
}

function citySql(facts: CoffeeCityFacts, position: number): string[] {
  const city = upsert(
    "poll_cities",
    { slug: facts.slug },
    { region_code: facts.regionCode, time_zone: cityZone(facts), rating_value: facts.ratingValue, position },
    (c) => editedIn("poll_cities", c),
  );
  const cityOwner = `(SELECT edited_fields FROM poll_cities WHERE slug = ${sqlLiteral(facts.slug)})`;
  const editedText = (c: string, locale: Locale) => `EXISTS (SELECT 1 FROM json_each(${cityOwner}) WHERE value = ${sqlLiteral(`${c}_${locale}`)})`;
  const texts = LOCALES_SEEDED.map((locale) => {
    const text = CITY_TEXTS[locale][facts.slug]!;
    return upsert(
      "poll_city_texts",
      { city_slug: facts.slug, locale },
      { city: text.city, title: text.title, province: text.province, blurb: text.blurb, intro: text.intro },
      (c) => editedText(c, locale),
    );
  });
  return [city, ...texts];
}

function shopsSql(facts: CoffeeCityFacts): string[] {
  return facts.shops.flatMap((shop, position) => {
    const row = upsert(
      "poll_shops",
      { city_slug: facts.slug, id: shop.id },
      // With its own listing page (worker/db/seed/coffee-listings.ts), seeded with the catalogue.
      {
        name: shop.name,
        image: shop.image,
        address: shop.address,
        city: shop.city,
        reviews: shop.reviews,
        position,
        listing_id: cafeListingId(shop.id),
      },
      (c) => editedIn("poll_shops", c),
    );
    const owner = `(SELECT edited_fields FROM poll_shops WHERE city_slug = ${sqlLiteral(facts.slug)} AND id = ${sqlLiteral(shop.id)})`;
    const texts = LOCALES_SEEDED.map((locale) => {
      const text = SHOP_TEXTS[locale][shop.id]!;
      return upsert(
        "poll_shop_texts",
        { city_slug: facts.slug, shop_id: shop.id, locale },
        { description: text.description, tags: text.tags },
        (c) => `EXISTS (SELECT 1 FROM json_each(${owner}) WHERE value = ${sqlLiteral(`${c}_${locale}`)})`,
      );
    });
    return [row, ...texts];
  });
}

/** The season of the year `now` falls in (in the city's zone), unless the city already has one. */
function seasonSql(facts: CoffeeCityFacts, now: Date): string {
  const zone = cityZone(facts);
  const year = Number(new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric" }).format(now));
  const { opensAt, closesAt } = defaultSeasonWindow(year, zone);
  return (
    `INSERT INTO award_seasons (city_slug, year, opens_at, closes_at) ` +
    `VALUES (${[facts.slug, year, opensAt, closesAt].map((v) => sqlLiteral(v)).join(", ")}) ON CONFLICT (city_slug, year) DO NOTHING`
  );
}

/** Every seeded city, its texts, shops, shop texts and current season, in ballot order. */
export function ballotSeedSql(now: Date = clock.now(), cities: readonly CoffeeCityFacts[] = COFFEE_CITY_FACTS): string[] {
  return cities.flatMap((facts, position) => [...citySql(facts, position), ...shopsSql(facts), seasonSql(facts, now)]);
}
