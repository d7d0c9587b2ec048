// The detail page's map and its list twin: the listing's nearest published neighbours (the "near" read
// of ./near-queries.ts, the listing itself left out), drawn by ./near-map.ts around the listing's point
// with its neighbourhood's outline, and the same places numbered with their distances.
import { format } from "@shared/i18n/messages";
import { kmText } from "@shared/listings/distance-text";
import { listingMessages } from "@shared/listings/listing-texts";
import { NEAR_RADIUS_DEFAULT_KM } from "@shared/places/near-param";
import { areaOfPoint, neighbourhood } from "@shared/places/neighbourhoods/area-of-point";
import { detailPath } from "@shared/routing/paths";
import { nearMapSvg } from "./near-map";
import { nearPage } from "./near-queries";
import type { BrowsableListing, ReadContext } from "./listing-rows";

/** Places on the map: enough to show what is around, few enough to tell the numbers apart. */
export const NEAR_MAP_PLACES = 8;

/** The map's SVG and its list twin, or null for a listing without a point. */
export async function nearMap(ctx: ReadContext, listing: BrowsableListing) {
  const centre = listing.point;
  if (!centre) return null;
  // One more than the map shows: the listing itself is among the nearest.
  const near = (await nearPage(ctx, { point: centre, radiusKm: NEAR_RADIUS_DEFAULT_KM, size: NEAR_MAP_PLACES + 1 })).items
    .filter((item) => item.listing.id !== listing.id)
    .slice(0, NEAR_MAP_PLACES);
  const area = areaOfPoint(listing.city, centre);
  const svg = nearMapSvg({
    centre,
    places: near.map((item) => item.point),
    outline: area ? neighbourhood(listing.city, area)?.outline : undefined,
    label: format(listingMessages.nearMapLabel, { title: listing.title, count: near.length }),
  });
  return {
    svg,
    places: near.map((item) => ({
      title: item.listing.title,
      // The title's language: the page marks one in the other language (a French listing on an English page).
      language: item.listing.language,
      path: detailPath(item.listing),
      distance: kmText(item.km),
    })),
  };
}
