// Where each neighbourhood of ./neighbourhood-names.ts lies: a centre and a rough outline. Each outline
// is a rectangle drawn by hand around the real area, not a surveyed boundary: enough to say which
// neighbourhood a point is in. Server-side only: the browser never loads the outlines.
import type { Point } from "../point";

/** A closed ring of [lon, lat] corners (GeoJSON order). */
export type Outline = readonly (readonly [number, number])[];

/** [centre, outline, other spellings of the name in the catalogue's `location`]. */
type Shape = readonly [centre: Point, outline: Outline, aliases?: readonly string[]];

const at = (lat: number, lon: number): Point => ({ lat, lon });

/** A rectangle's ring from its south, west, north and east edges. */
const box = (south: number, west: number, north: number, east: number): Outline => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

export const NEIGHBOURHOOD_SHAPES: Readonly<Record<string, Readonly<Record<string, Shape>>>> = {
  Toronto: {
    "exhibition-place": [at(43.6335, -79.418), box(43.629, -79.427, 43.638, -79.41)],
    "kensington-market": [at(43.6547, -79.4005), box(43.6515, -79.406, 43.658, -79.398)],
    chinatown: [at(43.6528, -79.3965), box(43.6495, -79.398, 43.658, -79.393)],
    "grange-park": [at(43.6525, -79.3915), box(43.6495, -79.393, 43.656, -79.388)],
    "harbord-village": [at(43.6605, -79.406), box(43.658, -79.42, 43.663, -79.399)],
    "the-annex": [at(43.6705, -79.407), box(43.663, -79.418, 43.678, -79.396)],
    "queen-west": [at(43.6485, -79.405), box(43.647, -79.42, 43.6495, -79.393)],
    "fashion-district": [at(43.6455, -79.396), box(43.644, -79.405, 43.647, -79.392)],
    "king-west": [at(43.6425, -79.402), box(43.639, -79.412, 43.644, -79.393)],
    harbourfront: [at(43.6375, -79.385), box(43.633, -79.403, 43.639, -79.37)],
    "little-portugal": [at(43.65, -79.428), box(43.644, -79.44, 43.656, -79.42)],
    parkdale: [at(43.639, -79.44), box(43.633, -79.456, 43.644, -79.425)],
    "the-junction": [at(43.6655, -79.47), box(43.66, -79.482, 43.672, -79.458)],
    "st-lawrence": [at(43.649, -79.3715), box(43.646, -79.378, 43.653, -79.364), ["St. Lawrence Market North"]],
    "distillery-district": [at(43.6503, -79.3596), box(43.648, -79.364, 43.653, -79.355)],
    leslieville: [at(43.6625, -79.333), box(43.656, -79.345, 43.67, -79.32)],
    greektown: [at(43.678, -79.35), box(43.674, -79.36, 43.683, -79.34)],
  },
  Montreal: {
    "mile-end": [at(45.5235, -73.6), box(45.518, -73.61, 45.53, -73.59)],
    "little-italy": [at(45.5355, -73.614), box(45.53, -73.625, 45.542, -73.605)],
    "rosemont-la-petite-patrie": [at(45.54, -73.585), box(45.528, -73.605, 45.56, -73.56)],
    "milton-parc": [at(45.509, -73.5755), box(45.505, -73.582, 45.513, -73.569)],
    "quartier-des-spectacles": [at(45.5085, -73.5645), box(45.505, -73.569, 45.513, -73.558)],
    "plateau-mont-royal": [at(45.522, -73.578), box(45.51, -73.59, 45.535, -73.56)],
    downtown: [at(45.5, -73.572), box(45.493, -73.585, 45.505, -73.56)],
    "old-montreal": [at(45.5075, -73.554), box(45.499, -73.56, 45.514, -73.544)],
    "saint-henri": [at(45.478, -73.583), box(45.468, -73.598, 45.486, -73.57)],
    verdun: [at(45.4585, -73.569), box(45.44, -73.59, 45.468, -73.545)],
  },
  Vancouver: {
    gastown: [at(49.2842, -123.1085), box(49.2815, -123.113, 49.287, -123.102)],
    chinatown: [at(49.2795, -123.101), box(49.277, -123.107, 49.2815, -123.096)],
    strathcona: [at(49.278, -123.087), box(49.272, -123.096, 49.284, -123.075)],
    "granville-island": [at(49.2712, -123.134), box(49.2685, -123.14, 49.2735, -123.128)],
    "west-end": [at(49.2865, -123.135), box(49.28, -123.15, 49.295, -123.125)],
    kitsilano: [at(49.268, -123.16), box(49.257, -123.185, 49.278, -123.14)],
    "west-point-grey": [at(49.268, -123.2), box(49.258, -123.225, 49.278, -123.185)],
    "mount-pleasant": [at(49.2635, -123.1), box(49.255, -123.115, 49.27, -123.085)],
    "riley-park": [at(49.247, -123.1), box(49.238, -123.115, 49.255, -123.085)],
    shaughnessy: [at(49.244, -123.135), box(49.23, -123.155, 49.257, -123.115)],
    "little-saigon": [at(49.2487, -123.0775), box(49.243, -123.085, 49.255, -123.07)],
    "cedar-cottage": [at(49.2525, -123.063), box(49.242, -123.07, 49.262, -123.055)],
    "grandview-woodland": [at(49.2735, -123.067), box(49.262, -123.077, 49.29, -123.056), ["Commercial Drive"]],
  },
  Calgary: {
    "eau-claire": [at(51.0535, -114.07), box(51.05, -114.08, 51.057, -114.06)],
    "crescent-heights": [at(51.063, -114.064), box(51.054, -114.08, 51.075, -114.052)],
    kensington: [at(51.0525, -114.088), box(51.049, -114.1, 51.056, -114.08)],
    "bridgeland-riverside": [at(51.0545, -114.04), box(51.05, -114.052, 51.062, -114.025), ["Bridgeland"]],
    "east-village": [at(51.046, -114.045), box(51.042, -114.053, 51.05, -114.035)],
    beltline: [at(51.04, -114.078), box(51.036, -114.095, 51.044, -114.06)],
    "victoria-park": [at(51.038, -114.055), box(51.032, -114.06, 51.042, -114.048)],
    mission: [at(51.0315, -114.071), box(51.025, -114.08, 51.036, -114.062)],
    erlton: [at(51.028, -114.057), box(51.023, -114.062, 51.032, -114.052)],
    ramsay: [at(51.033, -114.043), box(51.025, -114.052, 51.038, -114.033)],
    inglewood: [at(51.038, -114.02), box(51.03, -114.033, 51.043, -114.005)],
    "marda-loop": [at(51.0225, -114.11), box(51.017, -114.125, 51.028, -114.095)],
    altadore: [at(51.011, -114.1), box(51.005, -114.12, 51.017, -114.085)],
    highfield: [at(51.0075, -114.042), box(50.995, -114.055, 51.02, -114.03)],
    acadia: [at(50.97, -114.055), box(50.955, -114.075, 50.985, -114.035)],
  },
  Edmonton: {
    "old-strathcona": [at(53.5182, -113.4975), box(53.512, -113.508, 53.523, -113.487)],
    garneau: [at(53.5225, -113.515), box(53.515, -113.525, 53.528, -113.508)],
    ritchie: [at(53.507, -113.478), box(53.5, -113.49, 53.512, -113.46)],
    cloverdale: [at(53.534, -113.476), box(53.529, -113.488, 53.54, -113.465)],
    riverdale: [at(53.545, -113.469), box(53.54, -113.482, 53.552, -113.456)],
    westmount: [at(53.5535, -113.536), box(53.545, -113.55, 53.565, -113.525), ["124 Street"]],
    "alberta-avenue": [at(53.5705, -113.485), box(53.562, -113.505, 53.58, -113.46)],
  },
  Winnipeg: {
    "exchange-district": [at(49.8995, -97.139), box(49.896, -97.145, 49.904, -97.133), ["The Exchange District"]],
    "the-forks": [at(49.8875, -97.131), box(49.883, -97.137, 49.893, -97.123)],
    "saint-boniface": [at(49.8925, -97.113), box(49.88, -97.123, 49.905, -97.1)],
    "osborne-village": [at(49.8785, -97.1445), box(49.872, -97.15, 49.883, -97.138)],
    "corydon-village": [at(49.8655, -97.15), box(49.86, -97.165, 49.87, -97.135)],
    wolseley: [at(49.8795, -97.175), box(49.873, -97.19, 49.886, -97.16)],
    "west-end": [at(49.894, -97.16), box(49.886, -97.18, 49.904, -97.145)],
    "north-end": [at(49.9145, -97.14), box(49.905, -97.17, 49.935, -97.11)],
  },
  Halifax: {
    "spring-garden": [at(44.6425, -63.5825), box(44.639, -63.588, 44.645, -63.578)],
    "downtown-halifax": [at(44.6475, -63.575), box(44.642, -63.58, 44.653, -63.571)],
    "halifax-waterfront": [at(44.646, -63.568), box(44.64, -63.571, 44.653, -63.563), ["Waterfront"]],
    "south-end-halifax": [at(44.628, -63.575), box(44.615, -63.595, 44.639, -63.56)],
    hydrostone: [at(44.6655, -63.599), box(44.664, -63.605, 44.67, -63.59)],
    "north-end-halifax": [at(44.657, -63.59), box(44.653, -63.6, 44.664, -63.575), ["North End"]],
    "west-end-halifax": [at(44.6455, -63.6), box(44.638, -63.615, 44.653, -63.588)],
    armdale: [at(44.632, -63.625), box(44.615, -63.64, 44.638, -63.615)],
    "downtown-dartmouth": [at(44.6665, -63.568), box(44.658, -63.575, 44.676, -63.555)],
  },
  "Quebec City": {
    "petit-champlain": [at(46.8118, -71.203), box(46.808, -71.205, 46.814, -71.199)],
    "vieux-quebec": [at(46.812, -71.21), box(46.807, -71.216, 46.817, -71.202)],
    "saint-jean-baptiste": [at(46.8095, -71.222), box(46.805, -71.23, 46.814, -71.216)],
    montcalm: [at(46.799, -71.225), box(46.79, -71.245, 46.805, -71.205)],
    "saint-roch": [at(46.8155, -71.225), box(46.814, -71.235, 46.823, -71.21)],
    expocite: [at(46.829, -71.245), box(46.823, -71.255, 46.834, -71.24)],
    limoilou: [at(46.829, -71.226), box(46.823, -71.24, 46.84, -71.2)],
  },
};
