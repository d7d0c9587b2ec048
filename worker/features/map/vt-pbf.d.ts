// vt-pbf ships no types: the one function the tiles use, typed as its source reads it.
declare module "vt-pbf" {
  interface TileFeatures {
    features: readonly { type: 1 | 2 | 3; geometry: unknown; tags?: object | null; id?: number | string }[];
  }
  export function fromGeojsonVt(layers: Record<string, TileFeatures>, options?: { version?: number; extent?: number }): Uint8Array;
}
