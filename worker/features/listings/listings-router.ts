// Public listings: lists by type/city, one listing, a city's summary, search and the home selections.
// Unknown items answer null (not an error) so pages and the edge can redirect or show "not found".
import { cityInput, getInput, listInput, searchInput } from "@shared/schemas/listings";
import { BROWSABLE_TYPES } from "@shared/catalogue/listing";
import { publicProcedure, router } from "../../trpc/init";
import { cityListings, getListing, homeSelections, listByType, search } from "./listing-queries";
import { toDetail, toSummary } from "./listing-shapes";
import { loadPublicListings } from "./listing-source";

export const SEARCH_RESULTS_MAX = 48;

export const listingsRouter = router({
  home: publicProcedure.query(async ({ ctx }) => {
    const { featured, trending } = homeSelections(await loadPublicListings(ctx));
    return { featured: featured.map(toSummary), trending: trending.map(toSummary) };
  }),

  list: publicProcedure.input(listInput).query(async ({ ctx, input }) => {
    return listByType(await loadPublicListings(ctx), input.type, input.city).map(toSummary);
  }),

  get: publicProcedure.input(getInput).query(async ({ ctx, input }) => {
    const listing = getListing(await loadPublicListings(ctx), input.type, input.city, input.slug);
    return listing ? toDetail(listing) : null;
  }),

  city: publicProcedure.input(cityInput).query(async ({ ctx, input }) => {
    const found = cityListings(await loadPublicListings(ctx), input.city);
    if (!found) return null;
    return {
      city: found.city,
      province: found.province,
      counts: Object.fromEntries(BROWSABLE_TYPES.map((t) => [t, found.byType[t].length])) as Record<
        (typeof BROWSABLE_TYPES)[number],
        number
      >,
      listings: BROWSABLE_TYPES.flatMap((t) => found.byType[t]).map(toSummary),
    };
  }),

  search: publicProcedure.input(searchInput).query(async ({ ctx, input }) => {
    const results = search(await loadPublicListings(ctx), input.q, input.city);
    return { total: results.length, results: results.slice(0, SEARCH_RESULTS_MAX).map(toSummary) };
  }),
});
