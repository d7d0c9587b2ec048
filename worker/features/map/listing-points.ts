// The published listings the map shows, as GeoJSON points with only public fields: one read of every
// published listing that has a point (a few hundred rows in the real data), or of a search's matches, in
// the request's language.
import { hasEnded } from "@shared/listings/listing-timing";
import { activeLocale } from "@shared/i18n/active-locale";
import type { Locale } from "@shared/i18n/locales";
import { detailPath } from "@shared/routing/paths";
import { areaName, neighbourhood } from "@shared/places/neighbourhoods/area-of-point";
import { and, eq, isNotNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { Feature, Point } from "geojson";
import { inIds, l, languageOf, translated, translation, withTranslation } from "../listings/listing-rows";

/** What a pin carries: its card's facts, never more than the listing's public page shows. */
export interface PinProperties {
  id: number;
  type: string;
  title: string;
  /** The detail page's path in English (the map puts it in the page's language). */
  url: string;
  city: string;
  /** The neighbourhood's slug and name in the request's language, when the point is in one. */
  area?: string;
  areaName?: string;
  /** The title's language. */
  lang: Locale;
}

function areaOf(city: string, slug: string | null, locale: Locale): Pick<PinProperties, "area" | "areaName"> {
  const area = slug ? neighbourhood(city, slug) : undefined;
  return area ? { area: area.slug, areaName: areaName(area, locale) } : {};
}

/** `among`: only these listings (a search's matches), else every published listing with a point. */
export async function listingPoints(d1: D1Database, nowMs: number, among?: Uint32Array): Promise<Feature<Point, PinProperties>[]> {
  const locale = activeLocale();
  const rows = await drizzle(d1)
    .select({
      id: l.id,
      type: l.type,
      slug: l.slug,
      city: l.city,
      area: l.area,
      lat: l.lat,
      lon: l.lon,
      nextEndAt: l.next_end_at,
      title: translated("title").mapWith(l.title),
      lang: languageOf(locale, "title"),
    })
    .from(l)
    .leftJoin(translation, withTranslation(locale))
    .where(and(eq(l.status, "published"), isNotNull(l.lat), isNotNull(l.lon), among ? inIds(l.id, among) : undefined));
  return rows.flatMap((row) => {
    // An event or a closing listing whose last day is over has left its list: it leaves the map too.
    if (row.lat === null || row.lon === null || hasEnded(row, nowMs)) return [];
    const properties: PinProperties = {
      id: row.id,
      type: row.type,
      title: row.title,
      url: detailPath({ type: row.type, city: row.city, slug: row.slug, title: row.title }),
      city: row.city,
      ...areaOf(row.city, row.area, locale),
      lang: row.lang,
    };
    return [{ type: "Feature", geometry: { type: "Point", coordinates: [row.lon, row.lat] }, properties }];
  });
}
