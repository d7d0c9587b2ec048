// The neighbourhoods with where they lie: names (./neighbourhood-names.ts) joined to shapes
// (./neighbourhood-shapes.ts). Server-side only (assignment, the seed, the list answers' names).
import type { Point } from "../point";
import { NEIGHBOURHOOD_NAMES } from "./neighbourhood-names";
import { NEIGHBOURHOOD_SHAPES, type Outline } from "./neighbourhood-shapes";

export interface Neighbourhood {
  slug: string;
  /** The catalogue city (its English name). */
  city: string;
  en: string;
  /** The French name where it differs from the English one. */
  fr?: string;
  centre: Point;
  outline: Outline;
  /** Other spellings of the name in the catalogue's `location` (seeded listings without a point of their own). */
  aliases?: readonly string[];
}

export const NEIGHBOURHOODS: readonly Neighbourhood[] = Object.entries(NEIGHBOURHOOD_NAMES).flatMap(([city, names]) =>
  names.map(([slug, en, fr]) => {
    const shape = NEIGHBOURHOOD_SHAPES[city]?.[slug];
    if (!shape) throw new Error(`The neighbourhood ${city}/${slug} has no shape.`);
    const [centre, outline, aliases] = shape;
    return { slug, city, en, ...(fr ? { fr } : {}), centre, outline, ...(aliases ? { aliases } : {}) };
  }),
);
