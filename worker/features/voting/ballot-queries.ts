// The Best Coffee Shops ballot as the pages show it: the cities not retired, in order, each with its
// shops not retired, in order, and their texts in the active locale (English where a text is missing),
// and its award seasons as they stand now (by the one clock).
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CoffeeCity, CoffeeShop } from "@shared/voting/coffee-shop";
import { activeLocale } from "@shared/i18n/active-locale";
import { DEFAULT_LOCALE } from "@shared/i18n/locales";
import { seasonStateAt, type Season, type SeasonState } from "@shared/voting/award-seasons";
import { shopInSeason } from "@shared/voting/nominations";
import * as clock from "@shared/time/clock";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client";
import { detailPath } from "@shared/routing/paths";
import { awardSeasons, listings, pollCities, pollCityTexts, pollShops, pollShopTexts } from "../../db/schema";

/** A ballot city with its zone (the seasons' clock) and its seasons now. */
export interface BallotCity {
  city: CoffeeCity;
  timeZone: string;
  seasons: Season[];
  now: SeasonState;
  /** The first season of each shop shown that joined later than the first (`from_year`), by shop id. */
  fromYears: Record<string, number>;
}

/** A season row as the rules read it (shared/voting/award-seasons.ts). */
const toSeason = (row: typeof awardSeasons.$inferSelect): Season => ({
  year: row.year,
  opensAt: row.opens_at,
  closesAt: row.closes_at,
  hideFinalWeek: row.hide_final_week,
});

/** A city's seasons, by year, whether or not the city shows yet (admins and the nomination rules read them). */
export async function citySeasons(db: Db, slug: string): Promise<Season[]> {
  return (await db.select().from(awardSeasons).where(eq(awardSeasons.city_slug, slug)).orderBy(asc(awardSeasons.year))).map(toSeason);
}

/** The texts in the active locale, else the default locale's. */
function inLocale<T extends { locale: string }>(rows: readonly T[]): T | undefined {
  return rows.find((row) => row.locale === activeLocale()) ?? rows.find((row) => row.locale === DEFAULT_LOCALE);
}

async function ballotOf(db: Db, slugs: readonly string[] | null): Promise<BallotCity[]> {
  const inSlugs = (column: SQLiteColumn) => (slugs ? inArray(column, [...slugs]) : undefined);
  const [cities, cityTexts, shops, shopTexts, seasons, pages] = await db.batch([
    db
      .select()
      .from(pollCities)
      .where(and(eq(pollCities.retired, false), inSlugs(pollCities.slug)))
      .orderBy(asc(pollCities.position), asc(pollCities.slug)),
    db.select().from(pollCityTexts).where(inSlugs(pollCityTexts.city_slug)),
    db
      .select()
      .from(pollShops)
      .where(and(eq(pollShops.retired, false), inSlugs(pollShops.city_slug)))
      .orderBy(asc(pollShops.position), asc(pollShops.id)),
    db.select().from(pollShopTexts).where(inSlugs(pollShopTexts.city_slug)),
    db.select().from(awardSeasons).where(inSlugs(awardSeasons.city_slug)),
    // The shops' own listing pages, where published: a query of its own, since joined into the shops' query
    // the listing's city and slug would overwrite the shop's in D1's answer (rows keyed by column name).
    db
      .select({
        city_slug: pollShops.city_slug,
        shop_id: pollShops.id,
        type: listings.type,
        city: listings.city,
        slug: listings.slug,
        title: listings.title,
      })
      .from(pollShops)
      .innerJoin(listings, and(eq(listings.id, pollShops.listing_id), eq(listings.status, "published")))
      .where(inSlugs(pollShops.city_slug)),
  ]);
  const nowMs = clock.nowMs();
  return cities.flatMap((row) => {
    const text = inLocale(cityTexts.filter((t) => t.city_slug === row.slug));
    const citySeasons = seasons.filter((season) => season.city_slug === row.slug).map(toSeason);
    const now = seasonStateAt(citySeasons, nowMs);
    // A shop accepted for a later season (`from_year`) is not on this one's ballot yet.
    const cityShops: CoffeeShop[] = shops
      .filter((shop) => shop.city_slug === row.slug && shopInSeason(shop.from_year, now.season?.year ?? null))
      .flatMap((shop) => {
        const shopText = inLocale(shopTexts.filter((t) => t.city_slug === row.slug && t.shop_id === shop.id));
        if (!shopText) return [];
        const page = pages.find((p) => p.city_slug === row.slug && p.shop_id === shop.id);
        return [
          {
            id: shop.id,
            name: shop.name,
            description: shopText.description,
            ...(shop.image ? { image: shop.image } : {}),
            address: shop.address,
            city: shop.city,
            reviews: shop.reviews,
            tags: shopText.tags,
            ...(page ? { listingPath: detailPath(page) } : {}),
          },
        ];
      });
    // A city without texts or shops is not ready to show.
    if (!text || cityShops.length === 0) return [];
    const city: CoffeeCity = {
      slug: row.slug,
      city: text.city,
      title: text.title,
      province: text.province,
      regionCode: row.region_code,
      blurb: text.blurb,
      intro: text.intro,
      ratingValue: row.rating_value,
      shops: cityShops,
    };
    const fromYears = Object.fromEntries(
      shops.flatMap((shop) =>
        shop.city_slug === row.slug && shop.from_year !== null && cityShops.some((s) => s.id === shop.id) ? [[shop.id, shop.from_year]] : [],
      ),
    );
    return [{ city, timeZone: row.time_zone, seasons: citySeasons, now, fromYears }];
  });
}

/** One read of the whole ballot per request (its Db): the landing's cities and past winners share it. */
const readThisRequest = new WeakMap<Db, Promise<BallotCity[]>>();

/** Every city on the ballot, in order, read at most once in the request that `db` belongs to (public reads only). */
export function ballotCitiesOnce(db: Db): Promise<BallotCity[]> {
  let read = readThisRequest.get(db);
  if (!read) readThisRequest.set(db, (read = ballotOf(db, null)));
  return read;
}

/** One city on the ballot, or null for a slug that is not (or is retired). */
export async function ballotCity(db: Db, slug: string): Promise<BallotCity | null> {
  return (await ballotOf(db, [slug]))[0] ?? null;
}
