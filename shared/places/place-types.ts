// Shapes of the Canadian reference data (spec section 3, "Reference data").
export const PROVINCES = [
  "Ontario",
  "Quebec",
  "British Columbia",
  "Alberta",
  "Manitoba",
  "Saskatchewan",
  "Nova Scotia",
  "New Brunswick",
  "Newfoundland and Labrador",
  "Prince Edward Island",
  "Northwest Territories",
  "Yukon",
  "Nunavut",
] as const;
export type Province = (typeof PROVINCES)[number];

export interface CityCoordinates {
  city: string;
  lat: number;
  lon: number;
  province: Province;
}

export interface HomeCity {
  name: string;
  province: Province;
  image?: string;
}

export interface CreatorVideo {
  id: number;
  title: string;
  /** Video id on the video service (YouTube). */
  embedId: string;
  creator: string;
}
