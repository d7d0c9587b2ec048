// French (fr-CA) names of the provinces and territories, and of the few known cities whose French name
// differs from the English one. Any other city keeps its English (official) name in French.
import type { Province } from "./place-types";

export const provinceNamesFr: Readonly<Record<Province, string>> = {
  Ontario: "Ontario",
  Quebec: "Québec",
  "British Columbia": "Colombie-Britannique",
  Alberta: "Alberta",
  Manitoba: "Manitoba",
  Saskatchewan: "Saskatchewan",
  "Nova Scotia": "Nouvelle-Écosse",
  "New Brunswick": "Nouveau-Brunswick",
  "Newfoundland and Labrador": "Terre-Neuve-et-Labrador",
  "Prince Edward Island": "Île-du-Prince-Édouard",
  "Northwest Territories": "Territoires du Nord-Ouest",
  Yukon: "Yukon",
  Nunavut: "Nunavut",
};

/**
 * Only the cities whose French name differs. Names that French usage keeps as they are (Saint John,
 * St. John's, Dawson City, Portage la Prairie…) are deliberately absent.
 */
export const cityNamesFr: Readonly<Record<string, string>> = {
  Montreal: "Montréal",
  "Quebec City": "Québec",
};

/** The city's French name, or the city unchanged when French uses the same name. */
export function cityNameFr(city: string): string {
  return Object.hasOwn(cityNamesFr, city) ? cityNamesFr[city]! : city;
}

export function provinceNameFr(province: Province): string {
  return provinceNamesFr[province];
}
