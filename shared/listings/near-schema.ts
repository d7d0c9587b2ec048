// "Near me" and ?near=lat,lon&radius=: the input of a list sorted by distance from a point, and its
// limits. A visitor's own position arrives rounded (shared/places/point.ts) and is never stored.
import "../forms/zod-setup";
import { z } from "zod";
import { BROWSABLE_TYPES } from "./listing-types";
import { PAGE_MAX } from "./paging";
import { NEAR_RADIUS_DEFAULT_KM, NEAR_RADIUS_MAX_KM } from "../places/near-param";
import { roundedPosition } from "../places/point";
import { searchInput } from "./listings-schema";

export const nearInput = z
  .strictObject({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    /** Kilometres around the point (default NEAR_RADIUS_DEFAULT_KM, at most NEAR_RADIUS_MAX_KM). */
    radius: z.number().positive().max(NEAR_RADIUS_MAX_KM).default(NEAR_RADIUS_DEFAULT_KM),
    type: z.enum(BROWSABLE_TYPES).optional(),
    /** A search's words (and its city): the search's matches, nearest first (the search page's "Near me" and map). */
    q: searchInput.shape.q.optional(),
    city: searchInput.shape.city,
    page: z.number().int().min(1).max(PAGE_MAX).optional(),
  })
  // The server rounds too: a position sent unrounded (by another client) is never used or kept as sent.
  .transform((input) => ({ ...input, ...roundedPosition(input) }));
export type NearInput = z.input<typeof nearInput>;
