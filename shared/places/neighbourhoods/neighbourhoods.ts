// The named neighbourhoods of the eight home cities (the catalogue's `location` values): a slug, the
// English and French names, a centre and a rough outline. Each outline is a rectangle drawn around the
// real area by hand, not a surveyed boundary: enough to say which neighbourhood a point is in, and
// outlines listed earlier win where two overlap (the smaller area comes first). Server-side only: the
// browser gets names and slugs through the API (listings.areas), never the outlines.
import type { Point } from "../point";

export interface Neighbourhood {
  /** Unique within its city; the ?area= value and the `listings.area` column. */
  slug: string;
  /** The catalogue city (its English name). */
  city: string;
  en: string;
  /** The French name where it differs from the English one. */
  fr?: string;
  centre: Point;
  /** A closed ring of [lon, lat] corners (GeoJSON order). */
  outline: readonly (readonly [number, number])[];
  /** Other spellings of the name in the catalogue's `location` (seeded listings without a point of their own). */
  aliases?: readonly string[];
}

/** A rectangle's ring from its south, west, north and east edges. */
const box = (south: number, west: number, north: number, east: number) =>
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ] as const;

type Entry = [slug: string, en: string, fr: string | undefined, centre: Point, outline: ReturnType<typeof box>, aliases?: string[]];

const city = (name: string, entries: Entry[]): Neighbourhood[] =>
  entries.map(([slug, en, fr, centre, outline, aliases]) => ({
    slug,
    city: name,
    en,
    ...(fr ? { fr } : {}),
    centre,
    outline,
    ...(aliases ? { aliases } : {}),
  }));

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  ...city("Toronto", [
    ["exhibition-place", "Exhibition Place", undefined, { lat: 43.6335, lon: -79.418 }, box(43.629, -79.427, 43.638, -79.41)],
    ["kensington-market", "Kensington Market", "Marché Kensington", { lat: 43.6547, lon: -79.4005 }, box(43.6515, -79.406, 43.658, -79.398)],
    ["chinatown", "Chinatown", "Quartier chinois", { lat: 43.6528, lon: -79.3965 }, box(43.6495, -79.398, 43.658, -79.393)],
    ["grange-park", "Grange Park", undefined, { lat: 43.6525, lon: -79.3915 }, box(43.6495, -79.393, 43.656, -79.388)],
    ["harbord-village", "Harbord Village", undefined, { lat: 43.6605, lon: -79.406 }, box(43.658, -79.42, 43.663, -79.399)],
    ["the-annex", "The Annex", "L'Annexe", { lat: 43.6705, lon: -79.407 }, box(43.663, -79.418, 43.678, -79.396)],
    ["queen-west", "Queen West", "Queen Ouest", { lat: 43.6485, lon: -79.405 }, box(43.647, -79.42, 43.6495, -79.393)],
    ["fashion-district", "Fashion District", "Quartier de la mode", { lat: 43.6455, lon: -79.396 }, box(43.644, -79.405, 43.647, -79.392)],
    ["king-west", "King West", "King Ouest", { lat: 43.6425, lon: -79.402 }, box(43.639, -79.412, 43.644, -79.393)],
    ["harbourfront", "Harbourfront", undefined, { lat: 43.6375, lon: -79.385 }, box(43.633, -79.403, 43.639, -79.37)],
    ["little-portugal", "Little Portugal", "Petit Portugal", { lat: 43.65, lon: -79.428 }, box(43.644, -79.44, 43.656, -79.42)],
    ["parkdale", "Parkdale", undefined, { lat: 43.639, lon: -79.44 }, box(43.633, -79.456, 43.644, -79.425)],
    ["the-junction", "The Junction", undefined, { lat: 43.6655, lon: -79.47 }, box(43.66, -79.482, 43.672, -79.458)],
    ["st-lawrence", "St. Lawrence", undefined, { lat: 43.649, lon: -79.3715 }, box(43.646, -79.378, 43.653, -79.364), ["St. Lawrence Market North"]],
    [
      "distillery-district",
      "Distillery District",
      "Quartier de la Distillerie",
      { lat: 43.6503, lon: -79.3596 },
      box(43.648, -79.364, 43.653, -79.355),
    ],
    ["leslieville", "Leslieville", undefined, { lat: 43.6625, lon: -79.333 }, box(43.656, -79.345, 43.67, -79.32)],
    ["greektown", "Greektown", "Quartier grec", { lat: 43.678, lon: -79.35 }, box(43.674, -79.36, 43.683, -79.34)],
  ]),
  ...city("Montreal", [
    ["mile-end", "Mile End", undefined, { lat: 45.5235, lon: -73.6 }, box(45.518, -73.61, 45.53, -73.59)],
    ["little-italy", "Little Italy", "Petite Italie", { lat: 45.5355, lon: -73.614 }, box(45.53, -73.625, 45.542, -73.605)],
    [
      "rosemont-la-petite-patrie",
      "Rosemont-La Petite-Patrie",
      "Rosemont–La Petite-Patrie",
      { lat: 45.54, lon: -73.585 },
      box(45.528, -73.605, 45.56, -73.56),
    ],
    ["milton-parc", "Milton-Parc", undefined, { lat: 45.509, lon: -73.5755 }, box(45.505, -73.582, 45.513, -73.569)],
    [
      "quartier-des-spectacles",
      "Quartier des Spectacles",
      "Quartier des spectacles",
      { lat: 45.5085, lon: -73.5645 },
      box(45.505, -73.569, 45.513, -73.558),
    ],
    ["plateau-mont-royal", "Plateau-Mont-Royal", undefined, { lat: 45.522, lon: -73.578 }, box(45.51, -73.59, 45.535, -73.56)],
    ["downtown", "Downtown", "Centre-ville", { lat: 45.5, lon: -73.572 }, box(45.493, -73.585, 45.505, -73.56)],
    ["old-montreal", "Old Montreal", "Vieux-Montréal", { lat: 45.5075, lon: -73.554 }, box(45.499, -73.56, 45.514, -73.544)],
    ["saint-henri", "Saint-Henri", undefined, { lat: 45.478, lon: -73.583 }, box(45.468, -73.598, 45.486, -73.57)],
    ["verdun", "Verdun", undefined, { lat: 45.4585, lon: -73.569 }, box(45.44, -73.59, 45.468, -73.545)],
  ]),
  ...city("Vancouver", [
    ["gastown", "Gastown", undefined, { lat: 49.2842, lon: -123.1085 }, box(49.2815, -123.113, 49.287, -123.102)],
    ["chinatown", "Chinatown", "Quartier chinois", { lat: 49.2795, lon: -123.101 }, box(49.277, -123.107, 49.2815, -123.096)],
    ["strathcona", "Strathcona", undefined, { lat: 49.278, lon: -123.087 }, box(49.272, -123.096, 49.284, -123.075)],
    ["granville-island", "Granville Island", "Île Granville", { lat: 49.2712, lon: -123.134 }, box(49.2685, -123.14, 49.2735, -123.128)],
    ["west-end", "West End", undefined, { lat: 49.2865, lon: -123.135 }, box(49.28, -123.15, 49.295, -123.125)],
    ["kitsilano", "Kitsilano", undefined, { lat: 49.268, lon: -123.16 }, box(49.257, -123.185, 49.278, -123.14)],
    ["west-point-grey", "West Point Grey", undefined, { lat: 49.268, lon: -123.2 }, box(49.258, -123.225, 49.278, -123.185)],
    ["mount-pleasant", "Mount Pleasant", undefined, { lat: 49.2635, lon: -123.1 }, box(49.255, -123.115, 49.27, -123.085)],
    ["riley-park", "Riley Park", undefined, { lat: 49.247, lon: -123.1 }, box(49.238, -123.115, 49.255, -123.085)],
    ["shaughnessy", "Shaughnessy", undefined, { lat: 49.244, lon: -123.135 }, box(49.23, -123.155, 49.257, -123.115)],
    [
      "little-saigon",
      "Little Saigon (Kingsway)",
      "Petit Saïgon (Kingsway)",
      { lat: 49.2487, lon: -123.0775 },
      box(49.243, -123.085, 49.255, -123.07),
    ],
    ["cedar-cottage", "Cedar Cottage", undefined, { lat: 49.2525, lon: -123.063 }, box(49.242, -123.07, 49.262, -123.055)],
    [
      "grandview-woodland",
      "Grandview-Woodland",
      undefined,
      { lat: 49.2735, lon: -123.067 },
      box(49.262, -123.077, 49.29, -123.056),
      ["Commercial Drive"],
    ],
  ]),
  ...city("Calgary", [
    ["eau-claire", "Eau Claire", undefined, { lat: 51.0535, lon: -114.07 }, box(51.05, -114.08, 51.057, -114.06)],
    ["crescent-heights", "Crescent Heights", undefined, { lat: 51.063, lon: -114.064 }, box(51.054, -114.08, 51.075, -114.052)],
    ["kensington", "Kensington", undefined, { lat: 51.0525, lon: -114.088 }, box(51.049, -114.1, 51.056, -114.08)],
    [
      "bridgeland-riverside",
      "Bridgeland-Riverside",
      undefined,
      { lat: 51.0545, lon: -114.04 },
      box(51.05, -114.052, 51.062, -114.025),
      ["Bridgeland"],
    ],
    ["east-village", "East Village", undefined, { lat: 51.046, lon: -114.045 }, box(51.042, -114.053, 51.05, -114.035)],
    ["beltline", "Beltline", undefined, { lat: 51.04, lon: -114.078 }, box(51.036, -114.095, 51.044, -114.06)],
    ["victoria-park", "Victoria Park", undefined, { lat: 51.038, lon: -114.055 }, box(51.032, -114.06, 51.042, -114.048)],
    ["mission", "Mission", undefined, { lat: 51.0315, lon: -114.071 }, box(51.025, -114.08, 51.036, -114.062)],
    ["erlton", "Erlton", undefined, { lat: 51.028, lon: -114.057 }, box(51.023, -114.062, 51.032, -114.052)],
    ["ramsay", "Ramsay", undefined, { lat: 51.033, lon: -114.043 }, box(51.025, -114.052, 51.038, -114.033)],
    ["inglewood", "Inglewood", undefined, { lat: 51.038, lon: -114.02 }, box(51.03, -114.033, 51.043, -114.005)],
    ["marda-loop", "Marda Loop", undefined, { lat: 51.0225, lon: -114.11 }, box(51.017, -114.125, 51.028, -114.095)],
    ["altadore", "Altadore", undefined, { lat: 51.011, lon: -114.1 }, box(51.005, -114.12, 51.017, -114.085)],
    ["highfield", "Highfield", undefined, { lat: 51.0075, lon: -114.042 }, box(50.995, -114.055, 51.02, -114.03)],
    ["acadia", "Acadia", undefined, { lat: 50.97, lon: -114.055 }, box(50.955, -114.075, 50.985, -114.035)],
  ]),
  ...city("Edmonton", [
    ["old-strathcona", "Old Strathcona", "Vieux-Strathcona", { lat: 53.5182, lon: -113.4975 }, box(53.512, -113.508, 53.523, -113.487)],
    ["garneau", "Garneau", undefined, { lat: 53.5225, lon: -113.515 }, box(53.515, -113.525, 53.528, -113.508)],
    ["ritchie", "Ritchie", undefined, { lat: 53.507, lon: -113.478 }, box(53.5, -113.49, 53.512, -113.46)],
    ["cloverdale", "Cloverdale", undefined, { lat: 53.534, lon: -113.476 }, box(53.529, -113.488, 53.54, -113.465)],
    ["riverdale", "Riverdale", undefined, { lat: 53.545, lon: -113.469 }, box(53.54, -113.482, 53.552, -113.456)],
    ["westmount", "Westmount", undefined, { lat: 53.5535, lon: -113.536 }, box(53.545, -113.55, 53.565, -113.525), ["124 Street"]],
    ["alberta-avenue", "Alberta Avenue", undefined, { lat: 53.5705, lon: -113.485 }, box(53.562, -113.505, 53.58, -113.46)],
  ]),
  ...city("Winnipeg", [
    [
      "exchange-district",
      "Exchange District",
      "Quartier de la Bourse",
      { lat: 49.8995, lon: -97.139 },
      box(49.896, -97.145, 49.904, -97.133),
      ["The Exchange District"],
    ],
    ["the-forks", "The Forks", "La Fourche", { lat: 49.8875, lon: -97.131 }, box(49.883, -97.137, 49.893, -97.123)],
    ["saint-boniface", "Saint-Boniface", undefined, { lat: 49.8925, lon: -97.113 }, box(49.88, -97.123, 49.905, -97.1)],
    ["osborne-village", "Osborne Village", "Village Osborne", { lat: 49.8785, lon: -97.1445 }, box(49.872, -97.15, 49.883, -97.138)],
    ["corydon-village", "Corydon Village", "Village Corydon", { lat: 49.8655, lon: -97.15 }, box(49.86, -97.165, 49.87, -97.135)],
    ["wolseley", "Wolseley", undefined, { lat: 49.8795, lon: -97.175 }, box(49.873, -97.19, 49.886, -97.16)],
    ["west-end", "West End", undefined, { lat: 49.894, lon: -97.16 }, box(49.886, -97.18, 49.904, -97.145)],
    ["north-end", "North End", undefined, { lat: 49.9145, lon: -97.14 }, box(49.905, -97.17, 49.935, -97.11)],
  ]),
  ...city("Halifax", [
    ["spring-garden", "Spring Garden", undefined, { lat: 44.6425, lon: -63.5825 }, box(44.639, -63.588, 44.645, -63.578)],
    ["downtown-halifax", "Downtown Halifax", "Centre-ville de Halifax", { lat: 44.6475, lon: -63.575 }, box(44.642, -63.58, 44.653, -63.571)],
    [
      "halifax-waterfront",
      "Halifax Waterfront",
      "Front de mer de Halifax",
      { lat: 44.646, lon: -63.568 },
      box(44.64, -63.571, 44.653, -63.563),
      ["Waterfront"],
    ],
    ["south-end-halifax", "South End Halifax", "South End (Halifax)", { lat: 44.628, lon: -63.575 }, box(44.615, -63.595, 44.639, -63.56)],
    ["hydrostone", "Hydrostone", undefined, { lat: 44.6655, lon: -63.599 }, box(44.664, -63.605, 44.67, -63.59)],
    [
      "north-end-halifax",
      "North End Halifax",
      "North End (Halifax)",
      { lat: 44.657, lon: -63.59 },
      box(44.653, -63.6, 44.664, -63.575),
      ["North End"],
    ],
    ["west-end-halifax", "West End Halifax", "West End (Halifax)", { lat: 44.6455, lon: -63.6 }, box(44.638, -63.615, 44.653, -63.588)],
    ["armdale", "Armdale", undefined, { lat: 44.632, lon: -63.625 }, box(44.615, -63.64, 44.638, -63.615)],
    ["downtown-dartmouth", "Downtown Dartmouth", "Centre-ville de Dartmouth", { lat: 44.6665, lon: -63.568 }, box(44.658, -63.575, 44.676, -63.555)],
  ]),
  ...city("Quebec City", [
    ["petit-champlain", "Petit-Champlain", undefined, { lat: 46.8118, lon: -71.203 }, box(46.808, -71.205, 46.814, -71.199)],
    ["vieux-quebec", "Vieux-Québec", undefined, { lat: 46.812, lon: -71.21 }, box(46.807, -71.216, 46.817, -71.202)],
    ["saint-jean-baptiste", "Saint-Jean-Baptiste", undefined, { lat: 46.8095, lon: -71.222 }, box(46.805, -71.23, 46.814, -71.216)],
    ["montcalm", "Montcalm", undefined, { lat: 46.799, lon: -71.225 }, box(46.79, -71.245, 46.805, -71.205)],
    ["saint-roch", "Saint-Roch", undefined, { lat: 46.8155, lon: -71.225 }, box(46.814, -71.235, 46.823, -71.21)],
    ["expocite", "ExpoCité", undefined, { lat: 46.829, lon: -71.245 }, box(46.823, -71.255, 46.834, -71.24)],
    ["limoilou", "Limoilou", undefined, { lat: 46.829, lon: -71.226 }, box(46.823, -71.24, 46.84, -71.2)],
  ]),
];
