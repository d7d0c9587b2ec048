// Inputs of the public listings procedures, shared by the web app, the edge renderer and the server.
import "./zod-setup";
import { z } from "zod";
import { BROWSABLE_TYPES } from "../catalogue/listing-types";
import { CITY_NAME_MAX, CITY_SLUG_MAX, LISTING_SLUG_MAX, SEARCH_QUERY_MAX } from "./listing-limits";

const cityName = z.string().trim().min(1).max(CITY_NAME_MAX);

export const listInput = z.strictObject({
  type: z.enum(BROWSABLE_TYPES),
  city: cityName.optional(),
});
export type ListInput = z.infer<typeof listInput>;

export const getInput = z.strictObject({
  type: z.enum(BROWSABLE_TYPES),
  /** City slug and listing slug as they appear in the detail path. */
  city: z.string().min(1).max(CITY_SLUG_MAX),
  slug: z.string().min(1).max(LISTING_SLUG_MAX),
});
export type GetInput = z.infer<typeof getInput>;

export const cityInput = z.strictObject({ city: cityName });
export type CityInput = z.infer<typeof cityInput>;

export const searchInput = z.strictObject({
  q: z.string().trim().max(SEARCH_QUERY_MAX),
  city: cityName.optional(),
});
export type SearchInput = z.infer<typeof searchInput>;
