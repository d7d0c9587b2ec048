// Province-to-cities reference data (spec sections 3 and 9): exactly 5 cities per province
// or territory, a flat list derived from it, and the official two-letter codes.
import { PROVINCES, type Province } from "./place-types";

export const citiesByProvince: Record<Province, readonly [string, string, string, string, string]> = {
  Ontario: ["Toronto", "Ottawa", "Mississauga", "Hamilton", "London"],
  Quebec: ["Montreal", "Quebec City", "Laval", "Gatineau", "Sherbrooke"],
  "British Columbia": ["Vancouver", "Surrey", "Victoria", "Kelowna", "Burnaby"],
  Alberta: ["Calgary", "Edmonton", "Red Deer", "Lethbridge", "Medicine Hat"],
  Manitoba: ["Winnipeg", "Brandon", "Steinbach", "Thompson", "Portage la Prairie"],
  Saskatchewan: ["Saskatoon", "Regina", "Prince Albert", "Moose Jaw", "Swift Current"],
  "Nova Scotia": ["Halifax", "Sydney", "Truro", "New Glasgow", "Kentville"],
  "New Brunswick": ["Moncton", "Saint John", "Fredericton", "Dieppe", "Miramichi"],
  "Newfoundland and Labrador": ["St. John's", "Mount Pearl", "Corner Brook", "Conception Bay South", "Grand Falls-Windsor"],
  "Prince Edward Island": ["Charlottetown", "Summerside", "Stratford", "Cornwall", "Montague"],
  "Northwest Territories": ["Yellowknife", "Hay River", "Inuvik", "Fort Smith", "Behchoko"],
  Yukon: ["Whitehorse", "Dawson City", "Watson Lake", "Haines Junction", "Carmacks"],
  Nunavut: ["Iqaluit", "Rankin Inlet", "Arviat", "Baker Lake", "Cambridge Bay"],
};

/** Every city above, flattened in province order. */
export const allCities: readonly string[] = PROVINCES.flatMap((province) => citiesByProvince[province]);

export const PROVINCE_CODES: Record<Province, string> = {
  Ontario: "ON",
  Quebec: "QC",
  "British Columbia": "BC",
  Alberta: "AB",
  Manitoba: "MB",
  Saskatchewan: "SK",
  "Nova Scotia": "NS",
  "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL",
  "Prince Edward Island": "PE",
  "Northwest Territories": "NT",
  Yukon: "YT",
  Nunavut: "NU",
};
