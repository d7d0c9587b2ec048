// Place names as the page's language writes them: Montréal, Québec, Colombie-Britannique on French
// pages (shared/places/place-names-fr.ts, through shared/places/city-names-texts.fr.ts and province-names.ts), the English names
// otherwise. Only display goes through here; paths, slugs and queries keep the English names.
import { translations } from "../i18n/localized";

const CITY_NAMES = translations<Record<string, string>>("city-names");
const PROVINCE_NAMES = translations<Record<string, string>>("province-names");

export function placeName(city: string): string {
  const name = CITY_NAMES[city];
  return typeof name === "string" ? name : city;
}

export function provinceName(province: string): string {
  const name = PROVINCE_NAMES[province];
  return typeof name === "string" ? name : province;
}

/** The English (catalogue) name of a city typed or picked in the page's language: "Montréal" → "Montreal". */
export function cityFromPlaceName(name: string): string {
  return Object.entries(CITY_NAMES).find(([, translated]) => translated === name)?.[0] ?? name;
}
