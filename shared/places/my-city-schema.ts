// The my-city cookie's value, as the edge reads it: outside input, so only a city of the header's list
// (shared/places/provinces.ts) counts; anything else (unknown, forged, too long) is ignored, as if the
// visitor had chosen nothing. This also bounds the page cache to one variant per known city.
import "../forms/zod-setup";
import { z } from "zod";
import { allCities } from "./provinces";

const KNOWN = new Set(allCities);

const myCityValue = z
  .string()
  .max(64)
  .refine((city) => KNOWN.has(city));

/** The cookie's city if it is one of ours, else null. The value arrives percent-encoded ("Red%20Deer"). */
export function parseMyCity(raw: string | undefined | null): string | null {
  if (raw === undefined || raw === null) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const parsed = myCityValue.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/** A home page input's city: one of the header's cities. */
export const myCityInput = myCityValue;
