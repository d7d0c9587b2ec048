// The map picker's look-up (places.lookup): a few words typed in a city, answered with that city's
// neighbourhoods and published listings that match them, from our own data only (no geocoder). The
// picker and the server share the input; its limits are here.
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";
import { knownCityField } from "./known-city-schema";

export const PLACE_LOOKUP_QUERY_MIN = 2;
export const PLACE_LOOKUP_QUERY_MAX = 80;
/** Matches in one answer: a short list of buttons under the box. */
export const PLACE_LOOKUP_MAX = 8;

const queryLength = says(() => format(validationMessages.lookupQuery, { min: PLACE_LOOKUP_QUERY_MIN, max: PLACE_LOOKUP_QUERY_MAX }));

export const placeLookupInput = z.strictObject({
  city: knownCityField,
  q: z.string(queryLength).trim().min(PLACE_LOOKUP_QUERY_MIN, queryLength).max(PLACE_LOOKUP_QUERY_MAX, queryLength),
});

/** What a match is: one of the city's neighbourhoods (its centre) or a published listing (its point). */
export type PlaceLookupKind = "area" | "listing";
