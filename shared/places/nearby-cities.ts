// The cities nearest to "my city", by great-circle distance (the spec's rule for the nearest city),
// over every city with known coordinates: the home page fills in from them when my city has fewer
// than 3 listings to show.
import { cityCoordinates } from "./city-coordinates";
import { moreCityCoordinates } from "./more-city-coordinates";
import { greatCircleKm } from "./nearest-city";

const ALL_COORDINATES = [...cityCoordinates, ...moreCityCoordinates];

/** `city` first, then every other city with coordinates, nearest first; just `city` when it has none. */
export function citiesByDistance(city: string): string[] {
  const from = ALL_COORDINATES.find((entry) => entry.city === city);
  if (!from) return [city];
  return ALL_COORDINATES.map((entry) => ({ city: entry.city, km: greatCircleKm(from.lat, from.lon, entry.lat, entry.lon) }))
    .sort((a, b) => a.km - b.km || (a.city === city ? -1 : b.city === city ? 1 : 0))
    .map((entry) => entry.city);
}
