// The map picker's look-up: what a submitter or owner types ("Mile End", "Café Olimpico", "3418 avenue
// du Parc") found in our own data, since no geocoder is reachable from the page or the Worker. A city's
// neighbourhoods come from the code (their centres never reach the browser otherwise), its published
// listings that stand somewhere from the search index: the typed words in their title or place (which
// holds the street address), in index order and LIMITed, so a look-up reads a few rows at any size.
import { activeLocale } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { areaName, neighbourhood, neighbourhoodsOf } from "@shared/places/neighbourhoods/area-of-point";
import type { Neighbourhood } from "@shared/places/neighbourhoods/neighbourhoods";
import { PLACE_LOOKUP_MAX, type PlaceLookupKind } from "@shared/places/place-lookup-schema";
import { slugify } from "@shared/places/slug";
import { ftsQueries } from "@shared/search/search";
import { and, isNotNull, sql } from "drizzle-orm";
import { l, readDb, translation, withTranslation, type ReadContext } from "../listings/listing-rows";

export interface PlaceMatch {
  kind: PlaceLookupKind;
  /** A neighbourhood's name in the page's language, or a listing's title. */
  name: string;
  /** The language of `name` (a listing's title may be in the other one). */
  language: Locale;
  /** Where a listing is: its street address, else its neighbourhood's name; null for a neighbourhood. */
  where: string | null;
  lat: number;
  lon: number;
}

/** Every typed word starts a word of the name, in either language, accents optional ("plateau mont royal"). */
function areaMatches(city: string, q: string): Neighbourhood[] {
  const typed = slugify(q).split("-").filter(Boolean);
  if (typed.length === 0) return [];
  return neighbourhoodsOf(city).filter((area) =>
    [area.en, area.fr ?? area.en].some((name) => {
      const words = slugify(name).split("-");
      return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
    }),
  );
}

/** The published listings of `city` with a point whose title or place has every typed word, at most `limit`. */
async function listingMatches(ctx: ReadContext, city: string, q: string, limit: number, locale: Locale) {
  const queries = ftsQueries(q);
  if (!queries || limit === 0) return [];
  // The index first, in its own order, so LIMIT stops the walk (no ranking: bm25 would score every match).
  // The city's name is in every listing's place, so the index keeps to that city's matches itself: a
  // common word in a small city does not walk the whole country's matches (the city test stays exact).
  const cityWords = slugify(city).split("-").join(" ");
  const match = `{title place} : (${queries.typed}) AND place : "${cityWords}"`;
  const db = readDb(ctx);
  const query = db
    .select({
      title: sql<string>`coalesce(${translation.title}, ${l.title})`,
      language: sql<Locale>`CASE WHEN ${translation.title} IS NULL THEN ${l.language} ELSE ${locale} END`,
      address: l.address,
      area: l.area,
      lat: sql<number>`${l.lat}`,
      lon: sql<number>`${l.lon}`,
    })
    .from(sql`listings_fts`)
    .innerJoin(l, sql`${l.id} = listings_fts.rowid`)
    .leftJoin(translation, withTranslation(locale))
    // The unary + keeps SQLite on the index's matches: by the city's or the status index it would walk every
    // listing of the city to probe the index for each (5,021 rows for "plateau" at 100,000 listings).
    .where(and(sql`listings_fts MATCH ${match}`, sql`+${l.status} = 'published'`, sql`+${l.city} = ${city}`, isNotNull(l.lat), isNotNull(l.lon)))
    .limit(limit);
  // A batch of one: the way D1's rows read are counted (X-D1-Rows-Read).
  return (await db.batch([query]))[0];
}

/** Up to PLACE_LOOKUP_MAX matches in `city`: its neighbourhoods first (in their list's order), then listings. */
export async function lookupPlaces(ctx: ReadContext, { city, q }: { city: string; q: string }): Promise<PlaceMatch[]> {
  const locale = activeLocale();
  const areas: PlaceMatch[] = areaMatches(city, q)
    .slice(0, PLACE_LOOKUP_MAX)
    .map((area) => ({ kind: "area", name: areaName(area, locale), language: locale, where: null, ...area.centre }));
  const nameOf = (slug: string | null) => {
    const area = slug === null ? undefined : neighbourhood(city, slug);
    return area ? areaName(area, locale) : null;
  };
  const listings = (await listingMatches(ctx, city, q, PLACE_LOOKUP_MAX - areas.length, locale)).map((row): PlaceMatch => ({
    kind: "listing",
    name: row.title,
    language: row.language,
    where: row.address ?? nameOf(row.area),
    lat: row.lat,
    lon: row.lon,
  }));
  return [...areas, ...listings];
}
