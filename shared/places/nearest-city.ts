// Nearest city to the visitor (spec section 4): great-circle distance over the 20-city table.
import { cityCoordinates } from "./city-coordinates";
import { DEFAULT_CITY } from "./default-city";

export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The table city nearest to the coordinates; Toronto when there are none. */
export function nearestCity(coords?: { lat: number; lon: number } | null): string {
  if (!coords || !Number.isFinite(coords.lat) || !Number.isFinite(coords.lon)) return DEFAULT_CITY;
  let best = DEFAULT_CITY;
  let bestKm = Infinity;
  for (const { city, lat, lon } of cityCoordinates) {
    const km = greatCircleKm(coords.lat, coords.lon, lat, lon);
    if (km < bestKm) {
      best = city;
      bestKm = km;
    }
  }
  return best;
}
