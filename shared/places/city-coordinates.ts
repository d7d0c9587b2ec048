// City coordinates table (spec section 3, "Reference data"): the 20 cities, city-centre lat/lon.
import type { CityCoordinates } from "./place-types";

export const cityCoordinates: readonly CityCoordinates[] = [
  { city: "Toronto", lat: 43.6532, lon: -79.3832, province: "Ontario" },
  { city: "Montreal", lat: 45.5017, lon: -73.5673, province: "Quebec" },
  { city: "Vancouver", lat: 49.2827, lon: -123.1207, province: "British Columbia" },
  { city: "Calgary", lat: 51.0447, lon: -114.0719, province: "Alberta" },
  { city: "Edmonton", lat: 53.5461, lon: -113.4938, province: "Alberta" },
  { city: "Ottawa", lat: 45.4215, lon: -75.6972, province: "Ontario" },
  { city: "Winnipeg", lat: 49.8951, lon: -97.1384, province: "Manitoba" },
  { city: "Quebec City", lat: 46.8139, lon: -71.208, province: "Quebec" },
  { city: "Hamilton", lat: 43.2557, lon: -79.8711, province: "Ontario" },
  { city: "Halifax", lat: 44.6488, lon: -63.5752, province: "Nova Scotia" },
  { city: "Mississauga", lat: 43.589, lon: -79.6441, province: "Ontario" },
  { city: "Brampton", lat: 43.7315, lon: -79.7624, province: "Ontario" },
  { city: "Surrey", lat: 49.1913, lon: -122.849, province: "British Columbia" },
  { city: "Laval", lat: 45.6066, lon: -73.7124, province: "Quebec" },
  { city: "Saskatoon", lat: 52.1332, lon: -106.67, province: "Saskatchewan" },
  { city: "Regina", lat: 50.4452, lon: -104.6189, province: "Saskatchewan" },
  { city: "St. John's", lat: 47.5615, lon: -52.7126, province: "Newfoundland and Labrador" },
  { city: "Kelowna", lat: 49.888, lon: -119.496, province: "British Columbia" },
  { city: "Kitchener", lat: 43.4516, lon: -80.4925, province: "Ontario" },
  { city: "London", lat: 42.9849, lon: -81.2453, province: "Ontario" },
];
