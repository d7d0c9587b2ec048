// Inputs of the public listings procedures, shared by the web app, the edge renderer and the server.
import "../forms/zod-setup";
import { z } from "zod";
import { CATEGORY_SLUGS } from "../places/business-categories";
import { BROWSABLE_TYPES } from "./listing-types";
import { EVENT_WHENS } from "../events/event-whens";
import { OPEN_NOW } from "./open-filter";
import { PAGE_MAX } from "./paging";
import { CITY_NAME_MAX, CITY_SLUG_MAX, LISTING_SLUG_MAX, SEARCH_QUERY_MAX } from "./listing-limits-schema";
import { myCityInput } from "../places/my-city-schema";
import { isAreaSlug } from "../places/neighbourhoods/area-param";
import { says } from "../forms/error-text-schema";
import { validationMessages } from "../forms/validation-texts";

const cityName = z.string().trim().min(1).max(CITY_NAME_MAX);
/** 1-based page number (?page=N links). */
const page = z.number().int().min(1).max(PAGE_MAX);
/** Keyset paging ("Load more"): the id of the last listing already shown. */
const after = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Events only: a date window or the past ones (shared/events/event-windows.ts); none means ongoing and to come. */
const when = z.enum(EVENT_WHENS);
/** Keyset paging of event lists (time order): "time.id" of the last event already shown. */
const cursor = z.string().regex(/^\d{1,16}\.\d{1,16}$/);
/** ?open=now: only the places open at this moment (shops and gems with structured hours). */
export const openFilter = z.literal(OPEN_NOW);

/** The home page's picks: for my city (with its nearest cities filling in), or the spec's when none is chosen. */
export const homeInput = z.strictObject({ city: myCityInput.optional() });
export type HomeInput = z.infer<typeof homeInput>;

/** One of the 16 business categories, by slug (shared/places/business-categories.ts). */
export const categoryFilter = z.enum(CATEGORY_SLUGS, "Choose one of the 16 business categories.");

/** ?area=: one neighbourhood of the list's city, by slug (shared/places/neighbourhoods/). */
export const areaFilter = z.string().refine(
  isAreaSlug,
  says(() => validationMessages.area),
);

/**
 * A list: one type, one city or both (neither: every listing), one page of it. A category filters the
 * shop list only, which then holds the shops and gems of that category (decision 0117).
 */
export const listInput = z
  .strictObject({
    type: z.enum(BROWSABLE_TYPES).optional(),
    city: cityName.optional(),
    when: when.optional(),
    page: page.optional(),
    after: after.optional(),
    cursor: cursor.optional(),
    open: openFilter.optional(),
    category: categoryFilter.optional(),
    area: areaFilter.optional(),
  })
  .refine((input) => input.category === undefined || input.type === "shop", {
    message: "A category filters the shop list only.",
    path: ["category"],
  })
  .refine((input) => input.area === undefined || input.city !== undefined, { ...says(() => validationMessages.area), path: ["area"] });
export type ListInput = z.infer<typeof listInput>;

export const getInput = z.strictObject({
  type: z.enum(BROWSABLE_TYPES),
  /** City slug and listing slug as they appear in the detail path. */
  city: z.string().min(1).max(CITY_SLUG_MAX),
  slug: z.string().min(1).max(LISTING_SLUG_MAX),
});
export type GetInput = z.infer<typeof getInput>;

/** A city page: its counts, and one page of one tab (no type: the "All" tab). */
export const cityInput = z.strictObject({
  city: cityName,
  type: z.enum(BROWSABLE_TYPES).optional(),
  when: when.optional(),
  page: page.optional(),
  open: openFilter.optional(),
  area: areaFilter.optional(),
});
export type CityInput = z.infer<typeof cityInput>;

export const searchInput = z.strictObject({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`),
  city: cityName.optional(),
  page: page.optional(),
});
export type SearchInput = z.infer<typeof searchInput>;
