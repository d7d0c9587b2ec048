// Which neighbourhood a point is in: the first of its city's outlines that holds it (point in polygon,
// decision 0181), never the free-text `location`. A point in none of them has no neighbourhood.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { Locale } from "../../i18n/locales";
import type { Point } from "../point";
import { NEIGHBOURHOODS, type Neighbourhood } from "./neighbourhoods";

const byCity = new Map<string, Neighbourhood[]>();
for (const area of NEIGHBOURHOODS) byCity.set(area.city, [...(byCity.get(area.city) ?? []), area]);

/** A city's neighbourhoods in the order their outlines win (none for a city without them). */
export const neighbourhoodsOf = (city: string): readonly Neighbourhood[] => byCity.get(city) ?? [];

/** The neighbourhood of `city` named by `slug`, or undefined. */
export const neighbourhood = (city: string, slug: string) => neighbourhoodsOf(city).find((area) => area.slug === slug);

/** A neighbourhood's name in `locale` (its English one where it has no French one). */
export const areaName = (area: Neighbourhood, locale: Locale) => (locale === "fr" ? (area.fr ?? area.en) : area.en);

/** The slug of the neighbourhood of `city` that holds the point, or null. */
export function areaOfPoint(city: string, point: Point): string | null {
  const at = [point.lon, point.lat];
  const found = neighbourhoodsOf(city).find((area) =>
    booleanPointInPolygon(at, { type: "Polygon", coordinates: [area.outline.map(([lon, lat]) => [lon, lat])] }),
  );
  return found?.slug ?? null;
}

/** The neighbourhood a catalogue `location` names (its English name or an alias), or undefined. */
export const neighbourhoodNamed = (city: string, location: string) =>
  neighbourhoodsOf(city).find((area) => area.en === location || area.aliases?.includes(location));
