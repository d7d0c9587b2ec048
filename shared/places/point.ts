// A point on the map (WGS 84 degrees) and the rules every point follows: distance, walking time and the
// rounding a visitor's own position gets before it leaves the browser.
import { greatCircleKm } from "./nearest-city";

export interface Point {
  lat: number;
  lon: number;
}

/** Kilometres in a degree of latitude (and of longitude at the equator): the flat maps' and boxes' scale. */
export const KM_PER_DEGREE = 111.32;

/** Kilometres between two points (haversine, the same rule as the nearest city). */
export const distanceKm = (a: Point, b: Point) => greatCircleKm(a.lat, a.lon, b.lat, b.lon);

/** Walking speed behind "15 min walk": 5 km/h, a common planning figure for city walking. */
export const WALKING_KMH = 5;

/** Whole minutes to walk a distance, rounded up (a walk of 1 m is still "1 min"). */
export const walkingMinutes = (km: number) => Math.max(1, Math.ceil((km / WALKING_KMH) * 60));

/** Decimals kept of a visitor's own position: 3 is about 100 m, as near as "near me" needs. */
export const POSITION_DECIMALS = 3;

/** A visitor's position as it may leave the browser: rounded to POSITION_DECIMALS. */
export function roundedPosition(point: Point): Point {
  const round = (degrees: number) => Number(degrees.toFixed(POSITION_DECIMALS));
  return { lat: round(point.lat), lon: round(point.lon) };
}
