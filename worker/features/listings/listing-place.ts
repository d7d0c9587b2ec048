// Where a community listing stands, decided by the server from what was submitted (or edited): a point
// inside the listing's city box (else a 400 "This point is outside {city}."), or the chosen
// neighbourhood's centre, or the city's centre; the neighbourhood is the one whose outline holds that
// point (point in polygon), never the submitter's word.
import { cityBounds, cityCentre, inBounds } from "@shared/places/city-bounds";
import { geohash } from "@shared/places/geohash";
import { areaOfPoint, neighbourhood } from "@shared/places/neighbourhoods/area-of-point";
import { placeName } from "@shared/places/place-names";
import type { Point } from "@shared/places/point";
import { validationMessages } from "@shared/forms/validation-texts";
import { refusal } from "../../trpc/refusal";

export interface PlaceInput {
  city: string;
  area: string | null;
  lat: number | null;
  lon: number | null;
}

/** The listing columns of a place: its point, the point's geohash and its neighbourhood. */
export interface PlaceColumns {
  lat: number | null;
  lon: number | null;
  geohash: string | null;
  area: string | null;
}

/** Refuses a place the city cannot hold: a neighbourhood not its own, a point outside its box. */
export function checkPlace({ city, area, lat, lon }: PlaceInput): void {
  if (area !== null && !neighbourhood(city, area)) throw refusal("BAD_REQUEST", validationMessages, "area", { field: "area" });
  if (lat === null || lon === null) return;
  const bounds = cityBounds(city);
  if (!bounds || !inBounds(bounds, { lat, lon }))
    throw refusal("BAD_REQUEST", validationMessages, "pointOutside", { params: { city: placeName(city) }, field: "lat" });
}

/** The columns of a checked place (see `checkPlace`). */
export function placeColumns({ city, area, lat, lon }: PlaceInput): PlaceColumns {
  const point: Point | null =
    lat !== null && lon !== null ? { lat, lon } : ((area === null ? undefined : neighbourhood(city, area)?.centre) ?? cityCentre(city));
  if (!point) return { lat: null, lon: null, geohash: null, area: null };
  return { lat: point.lat, lon: point.lon, geohash: geohash(point.lat, point.lon), area: areaOfPoint(city, point) };
}

/** What an edit says of the place: any of the three fields sent means all three (one left out is none). */
export interface PlaceEdit {
  area?: string | null;
  lat?: number | null;
  lon?: number | null;
}

/**
 * The columns an owner's or a staff edit sets: none when it sends no place (the listing stays where it
 * stands), else the place checked and placed as a submission's is, its neighbourhood by point in polygon.
 */
export function editedPlace(city: string, { area, lat, lon }: PlaceEdit): Partial<PlaceColumns> {
  if (area === undefined && lat === undefined && lon === undefined) return {};
  const place = { city, area: area ?? null, lat: lat ?? null, lon: lon ?? null };
  checkPlace(place);
  return placeColumns(place);
}
