// The IANA time zone of every city (for calendar feeds: X-WR-TIMEZONE). A province's zone, except
// where a province or territory spans several.
import type { Province } from "./place-types";
import { citiesByProvince } from "./provinces";

const PROVINCE_ZONES: Record<Province, string> = {
  Ontario: "America/Toronto",
  Quebec: "America/Toronto",
  "British Columbia": "America/Vancouver",
  Alberta: "America/Edmonton",
  Manitoba: "America/Winnipeg",
  Saskatchewan: "America/Regina",
  "Nova Scotia": "America/Halifax",
  "New Brunswick": "America/Moncton",
  "Newfoundland and Labrador": "America/St_Johns",
  "Prince Edward Island": "America/Halifax",
  "Northwest Territories": "America/Edmonton",
  Yukon: "America/Whitehorse",
  Nunavut: "America/Iqaluit",
};

const CITY_ZONES: Record<string, string> = {
  "Swift Current": "America/Swift_Current",
  "Dawson City": "America/Dawson",
  Inuvik: "America/Inuvik",
  "Rankin Inlet": "America/Rankin_Inlet",
  Arviat: "America/Rankin_Inlet",
  "Baker Lake": "America/Rankin_Inlet",
  "Cambridge Bay": "America/Cambridge_Bay",
};

/** The city's time zone, or null for a city not in the list. */
export function cityTimeZone(city: string): string | null {
  if (city in CITY_ZONES) return CITY_ZONES[city]!;
  for (const [province, cities] of Object.entries(citiesByProvince) as [Province, readonly string[]][]) {
    if (cities.includes(city)) return PROVINCE_ZONES[province];
  }
  return null;
}
