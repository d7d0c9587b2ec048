// What a map shows: one type's listings (a list page), every type (a city's tabs) or a search's matches
// (the search page), around a city or a place's point. Types only: the list's chunk imports this, never
// the map's code.
import type { BrowsableType } from "@shared/listings/listing-types";
import type { NearPoint } from "@shared/places/near-param";

export interface MapScope {
  type?: BrowsableType | undefined;
  city?: string | undefined;
  /** A place's point (?near=): the map centres on it and each card says how far. */
  near?: NearPoint | undefined;
  /** A search's words and its city (the search page's map): its matches only. */
  search?: { q: string; city?: string | undefined } | undefined;
}
