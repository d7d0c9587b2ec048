// Public listings: lists by type/city, one listing, a city's page, search, the home selections and saved cards, each
// read from the `listings` table one page at a time. Unknown items answer null (not an error) so pages
// and the edge can redirect or show "not found"; a database failure is SERVICE_UNAVAILABLE.
import { rsvpSettingsRow } from "../going/rsvp-queries";
import { reviewsNote, structuredReviews } from "../reviews/review-lists";
import { cityInput, getInput, homeInput, listInput, searchInput } from "@shared/listings/listings-schema";
import { savedCardsInput } from "@shared/saved/saved-places-schema";
import { personalProcedure, publicProcedure, router } from "../../trpc/init";
import { categoriesInUse, cityName, cityPage, getByAddress, homeSelections, listPage, savedListings, type ListingPage } from "./listing-queries";
import { searchMatches, searchPage } from "./search-queries";
import type { Context } from "../../trpc/context";
import { areaChoices } from "@shared/places/neighbourhoods/area-choices";
import { nearInput, type NearInput } from "@shared/listings/near-schema";
import { NEAR_RADIUS_DEFAULT_KM } from "@shared/places/near-param";
import { nearPage } from "./near-queries";
import { nearMap } from "./near-map-read";
import { reviewSection, toDetail, toSummary } from "./listing-shapes";

const cards = (page: ListingPage) => ({ ...page, items: page.items.map(toSummary) });

/** Words that find nothing: no listing to order. */
const NO_MATCHES = { ids: new Uint32Array(), match: "", city: undefined };

const nearFilter = async (ctx: Context, input: NearInput) => ({
  point: { lat: input.lat, lon: input.lon },
  radiusKm: input.radius ?? NEAR_RADIUS_DEFAULT_KM,
  type: input.type,
  page: input.page,
  // A search's near list: its matches only (the city narrows the search, as on the search page).
  among: input.q === undefined ? undefined : ((await searchMatches(ctx, input.q, input.city)) ?? NO_MATCHES),
});
/** A near page's cards, each with its distance in kilometres. */
const nearCards = (page: Awaited<ReturnType<typeof nearPage>>) => ({
  ...page,
  items: page.items.map(({ listing, km }) => ({ ...toSummary(listing), distanceKm: Math.round(km * 1000) / 1000 })),
});

export const listingsRouter = router({
  // No input is the spec's picks (and what a page loaded before my city existed still asks for).
  home: publicProcedure.input(homeInput.nullish()).query(async ({ ctx, input }) => {
    const { featured, trending } = await homeSelections(ctx, input?.city);
    return { featured: featured.map(toSummary), trending: trending.map(toSummary) };
  }),

  // With the filter's city as the site names it, whatever spelling the link carried ("montreal"), and
  // that city's neighbourhoods for the ?area= filter (none without a city).
  list: publicProcedure.input(listInput).query(async ({ ctx, input }) => {
    const city = input.city === undefined ? null : cityName(input.city);
    return { ...cards(await listPage(ctx, input)), city, areas: city === null ? [] : areaChoices(city) };
  }),

  get: publicProcedure.input(getInput).query(async ({ ctx, input }) => {
    const listing = await getByAddress(ctx, input.type, input.city, input.slug);
    if (!listing) return null;
    const detail = toDetail(listing);
    const section = reviewSection(listing);
    // Four reads, each on its index and none waiting for another: whether the event takes RSVPs ("Going":
    // its page then loads the RSVP line and form), how many reviews are hidden and why, which a page with
    // reviews says without a tap (the reviews themselves load on one), the newest reviews its structured
    // data names beside the average, and the small map's nearby places.
    const [settings, note, reviews, map] = await Promise.all([
      listing.type === "event" ? rsvpSettingsRow(ctx.db, listing.id) : null,
      section ? reviewsNote(ctx.db, listing.id, section.open) : null,
      detail.ratingFigures ? structuredReviews(ctx.db, listing.id) : [],
      nearMap(ctx, listing),
    ]);
    return { ...detail, rsvp: settings?.enabled === true, reviewsNote: note, structuredReviews: reviews, nearMap: map };
  }),

  city: publicProcedure.input(cityInput).query(async ({ ctx, input }) => {
    const found = await cityPage(ctx, input.city, { type: input.type, when: input.when, page: input.page, open: input.open, area: input.area });
    if (!found) return null;
    return { city: found.city, province: found.province, counts: found.counts, areas: areaChoices(found.city), listings: cards(found.listings) };
  }),

  search: publicProcedure.input(searchInput).query(async ({ ctx, input }) => {
    const found = await searchPage(ctx, input.q, input.city, input.page ?? 1);
    return { ...found, items: found.items.map(toSummary) };
  }),

  // A shareable "near this place" (?near=): the listings around a place's point, nearest first.
  near: publicProcedure.input(nearInput).query(async ({ ctx, input }) => nearCards(await nearPage(ctx, await nearFilter(ctx, input)))),

  // "Near me": the same around the visitor's own position, sent rounded in the body of a POST so it is
  // never in an address, a cache or a log; the answer is never stored (no-store, as every personal answer).
  nearMe: personalProcedure.input(nearInput).mutation(async ({ ctx, input }) => nearCards(await nearPage(ctx, await nearFilter(ctx, input)))),

  // The business categories that have published listings (slugs): the only ones the search suggests.
  categories: publicProcedure.query(({ ctx }) => categoriesInUse(ctx)),

  // The Saved page: saved (or shared) listings' cards by id, and the ids no longer listed.
  saved: publicProcedure.input(savedCardsInput).query(async ({ ctx, input }) => {
    const found = await savedListings(ctx, input.ids);
    return { items: found.items.map(toSummary), unlisted: found.unlisted };
  }),
});
