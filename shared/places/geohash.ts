// Geohash (base-32 cells that nest: a cell's code is a prefix of every smaller cell inside it), stored
// with each listing so a "near" read can walk the (status, geohash) index over the few cells around a
// point instead of a whole latitude band (decision 0181).
const BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";

/** Characters stored: 7 is a cell of about 150 m by 150 m, finer than any near-me page needs. */
export const GEOHASH_LENGTH = 7;

/** The geohash of a point, `length` characters long. */
export function geohash(lat: number, lon: number, length: number = GEOHASH_LENGTH): string {
  let [latLo, latHi, lonLo, lonHi] = [-90, 90, -180, 180];
  let code = "";
  let bits = 0;
  let value = 0;
  let even = true;
  while (code.length < length) {
    if (even) {
      const mid = (lonLo + lonHi) / 2;
      value = value * 2 + (lon >= mid ? 1 : 0);
      if (lon >= mid) lonLo = mid;
      else lonHi = mid;
    } else {
      const mid = (latLo + latHi) / 2;
      value = value * 2 + (lat >= mid ? 1 : 0);
      if (lat >= mid) latLo = mid;
      else latHi = mid;
    }
    even = !even;
    if (++bits === 5) {
      code += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return code;
}
