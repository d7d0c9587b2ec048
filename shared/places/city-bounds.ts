// The box around each city where its listings may stand: drawn by hand around the built-up area of
// the spec's 20 cities (Halifax: the peninsula, Dartmouth and Bedford, not the whole regional
// municipality). Other cities with a known centre get a box of CITY_MARGIN degrees around it. A
// submitted or edited point outside its city's box is refused (shared/places/point-schema.ts).
import { cityCoordinates } from "./city-coordinates";
import { moreCityCoordinates } from "./more-city-coordinates";
import type { Point } from "./point";

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const DRAWN: Readonly<Record<string, Bounds>> = {
  Toronto: { south: 43.58, west: -79.64, north: 43.86, east: -79.11 },
  Montreal: { south: 45.4, west: -73.98, north: 45.71, east: -73.47 },
  Vancouver: { south: 49.19, west: -123.23, north: 49.32, east: -123.02 },
  Calgary: { south: 50.84, west: -114.32, north: 51.22, east: -113.86 },
  Edmonton: { south: 53.39, west: -113.72, north: 53.72, east: -113.27 },
  Ottawa: { south: 44.96, west: -76.36, north: 45.54, east: -75.25 },
  Winnipeg: { south: 49.71, west: -97.35, north: 49.99, east: -96.95 },
  "Quebec City": { south: 46.73, west: -71.55, north: 46.98, east: -71.13 },
  Hamilton: { south: 43.05, west: -80.25, north: 43.47, east: -79.62 },
  Halifax: { south: 44.55, west: -63.8, north: 44.8, east: -63.45 },
  Mississauga: { south: 43.47, west: -79.81, north: 43.74, east: -79.54 },
  Brampton: { south: 43.62, west: -79.89, north: 43.85, east: -79.63 },
  Surrey: { south: 49.0, west: -122.93, north: 49.22, east: -122.67 },
  Laval: { south: 45.51, west: -73.9, north: 45.7, east: -73.52 },
  Saskatoon: { south: 52.06, west: -106.78, north: 52.21, east: -106.52 },
  Regina: { south: 50.38, west: -104.75, north: 50.52, east: -104.49 },
  "St. John's": { south: 47.47, west: -52.92, north: 47.63, east: -52.62 },
  Kelowna: { south: 49.78, west: -119.6, north: 50.02, east: -119.35 },
  Kitchener: { south: 43.37, west: -80.59, north: 43.49, east: -80.38 },
  London: { south: 42.89, west: -81.4, north: 43.07, east: -81.1 },
};

/** Half the side of the box around a city that has only a centre: about 15 km by 20 km. */
export const CITY_MARGIN = { lat: 0.15, lon: 0.25 } as const;

const centres = new Map([...cityCoordinates, ...moreCityCoordinates].map((c) => [c.city, c]));

/** The box of a catalogue city (its English name), or null for a city with no known place. */
export function cityBounds(city: string): Bounds | null {
  const drawn = DRAWN[city];
  if (drawn) return drawn;
  const centre = centres.get(city);
  if (!centre) return null;
  return {
    south: centre.lat - CITY_MARGIN.lat,
    west: centre.lon - CITY_MARGIN.lon,
    north: centre.lat + CITY_MARGIN.lat,
    east: centre.lon + CITY_MARGIN.lon,
  };
}

/** The centre of a city with a known place, or null. */
export function cityCentre(city: string): Point | null {
  const centre = centres.get(city);
  return centre ? { lat: centre.lat, lon: centre.lon } : null;
}

export const inBounds = (bounds: Bounds, point: Point) =>
  point.lat >= bounds.south && point.lat <= bounds.north && point.lon >= bounds.west && point.lon <= bounds.east;
