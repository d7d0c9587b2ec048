// Page metadata builders (spec section 2: detail and city metadata): title, description, keywords,
// geo tags and feeds, with the page's JSON-LD from the builders in ./json-ld/. Plain data: the Worker
// writes it into the HTML at the edge and the web app renders the same data on client-side navigation.
import { cityFeeds, listFeeds, type PageFeed } from "../feeds/feeds";
import { isBrowsableType } from "../listings/listing-types";
import type { BrowsableType } from "../listings/listing";
import { listingType, type ListingTypeEntry } from "../listings/listing-type-registry";
import type { CoffeeCity } from "../voting/coffee-shop";
import { isPlaced } from "../voting/award-ranking";
import { cityCoordinates } from "../places/city-coordinates";
import { provinceCode } from "../places/city-provinces";
import type { Province } from "../places/place-types";
import { cityPath, coffeeCityPath, coffeeResultsPath, listPathOf, pagePaths } from "../routing/paths";
import { ROUTE_PATTERNS } from "../routing/routes";
import { pathInLocale as here } from "../i18n/active-locale";
import { format, messages } from "../i18n/messages";
import { seoMessages as t } from "./seo-texts";
import { placeName, provinceName } from "../places/place-names";
import { brandName } from "./brand";
import type { JsonLd } from "./json-ld";
import { breadcrumbs } from "./json-ld/breadcrumbs";
import { cityEntity } from "./json-ld/city-entity";
import { coffeeCitiesList, coffeeResultsList, coffeeShopsList, type RankedShopFacts } from "./json-ld/coffee-lists";
import { listingEntity, type ListingFacts } from "./json-ld/listing-entity";
import { siteEntities, webPage } from "./json-ld/site-entities";

const list = (commaSeparated: string) => commaSeparated.split(", ");

/** What a detail page's metadata needs: a catalogue listing or the API's answer for one. */
export interface DetailMetaInput extends ListingFacts {
  type: string;
  /** The detail path (see shared/routing/paths.ts detailPath). */
  path: string;
  /** The photos its owners added, the cover first: the cover stands for the listing in its head and share image. */
  photos?: readonly { src: string }[] | undefined;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path only, in the page's language; the origin is added where the page is served. */
  canonicalPath: string;
  keywords: string[];
  ogType: "website" | "article";
  image?: string | undefined;
  /** geo.region (CA-XX), geo.placename, geo.position "lat;lon". */
  geo?: { region: string; placename: string; position?: string | undefined } | undefined;
  jsonLd: JsonLd[];
  /** Feeds the page offers (shared/feeds/feeds.ts), as <link rel="alternate"> tags. */
  feeds?: PageFeed[] | undefined;
  /** What the page's share image draws (worker/features/share-images); its photo is `image` when ours. */
  share: ShareCard;
}

/** A share image's words: a line above the heading (type, city), and a results page's top three. */
export interface ShareCard {
  heading: string;
  kicker: string;
  /** The artwork's colours when there is no photo (shared/images/images.ts). */
  kind: string;
  ranking?: { name: string; votes: number }[] | undefined;
}

function geoFor(city: string, province: Province) {
  const coords = cityCoordinates.find((entry) => entry.city === city);
  return {
    region: `CA-${provinceCode(province)}`,
    placename: placeName(city),
    position: coords ? `${coords.lat};${coords.lon}` : undefined,
  };
}

export function detailMeta(input: DetailMetaInput & { type: BrowsableType }, origin: string): PageMeta {
  return detailMetaFor(listingType(input.type), input, origin);
}

/** A detail page's metadata for a listing of the registry entry's type. */
export function detailMetaFor(entry: ListingTypeEntry, input: DetailMetaInput, origin: string): PageMeta {
  // Social cards need an absolute image URL; published submissions and owners' photos carry a path
  // (/api/uploads/…). An owner's cover photo is the listing's picture wherever one is named.
  const image = input.photos?.[0]?.src ?? input.image;
  const listing = image ? { ...input, image: new URL(image, origin).href } : input;
  const path = listing.path;
  const province = listing.province;
  return {
    title: format(t.detailTitle, { title: listing.title, label: entry.label, city: placeName(listing.city), brand: brandName() }),
    description: format(t.detailDescription, { title: listing.title, phrase: entry.phrase, city: placeName(listing.city) }),
    canonicalPath: here(path),
    keywords: [...listing.tags, placeName(listing.city), listing.location, entry.label, provinceName(province)],
    ogType: "article",
    image: listing.image ?? undefined,
    share: { heading: listing.title, kicker: `${entry.label} · ${placeName(listing.city)}`, kind: entry.type },
    geo: geoFor(listing.city, province),
    jsonLd: [
      listingEntity(entry, listing, `${origin}${here(path)}`),
      breadcrumbs(origin, [
        [messages.nav.home, pagePaths.home],
        [entry.listHeading, listPathOf(entry)],
        [placeName(listing.city), cityPath(listing.city)],
        [listing.title, path],
      ]),
    ],
  };
}

export function cityMeta(city: string, province: Province, origin: string): PageMeta {
  const path = cityPath(city);
  const geo = geoFor(city, province);
  const names = { city: placeName(city), province: provinceName(province) };
  return {
    feeds: cityFeeds(city),
    title: format(t.cityTitle, { ...names, brand: brandName() }),
    description: format(t.cityDescription, names),
    canonicalPath: here(path),
    keywords: [names.city, names.province, ...list(format(t.cityKeywords, names)), t.country],
    ogType: "website",
    share: { heading: names.city, kicker: `${names.province} · ${t.country}`, kind: "city" },
    geo,
    jsonLd: [
      cityEntity({ ...names, country: t.country, url: `${origin}${here(path)}`, position: geo.position }),
      breadcrumbs(origin, [
        [messages.nav.home, pagePaths.home],
        [names.city, path],
      ]),
    ],
  };
}

export function listMeta(type: BrowsableType, origin: string): PageMeta {
  return listMetaFor(listingType(type), origin);
}

/** A list page's metadata for the registry entry's type. */
export function listMetaFor(entry: ListingTypeEntry, origin: string): PageMeta {
  const path = listPathOf(entry);
  return {
    ...(isBrowsableType(entry.type) ? { feeds: listFeeds(entry.type) } : {}),
    title: format(t.listTitle, { heading: entry.listHeading, brand: brandName() }),
    description: entry.listDescription,
    canonicalPath: here(path),
    keywords: [entry.listHeading, entry.label, t.country, t.listKeyword],
    ogType: "website",
    share: { heading: entry.listHeading, kicker: t.country, kind: entry.type },
    jsonLd: [
      webPage("CollectionPage", { name: entry.listHeading, description: entry.listDescription, url: `${origin}${here(path)}` }),
      breadcrumbs(origin, [
        [messages.nav.home, pagePaths.home],
        [entry.listHeading, path],
      ]),
    ],
  };
}

export function homeMeta(origin: string): PageMeta {
  return {
    title: format(t.homeTitle, { brand: brandName(), tagline: messages.brand.tagline }),
    description: t.homeDescription,
    canonicalPath: here(pagePaths.home),
    keywords: list(t.homeKeywords),
    ogType: "website",
    share: { heading: messages.brand.tagline, kicker: t.country, kind: "city" },
    jsonLd: siteEntities(origin, messages.brand.tagline),
  };
}

export function coffeeLandingMeta(cities: readonly CoffeeCity[], origin: string): PageMeta {
  const path = pagePaths.coffeeLanding;
  return {
    title: format(t.coffeeLandingTitle, { brand: brandName() }),
    description: format(t.coffeeLandingDescription, { cities: cities.map((c) => c.city).join(", ") }),
    canonicalPath: here(path),
    keywords: [...list(t.coffeeLandingKeywords), ...cities.map((c) => format(t.coffeeCityKeyword, { city: c.city }))],
    ogType: "website",
    share: { heading: t.coffeeLandingName, kicker: cities.map((c) => c.city).join(" · "), kind: "coffee" },
    jsonLd: [coffeeCitiesList(t.coffeeLandingName, cities, origin)],
  };
}

/** `counts` (shop id → votes), when known, go into the JSON-LD as each shop's vote count. */
export function coffeeCityMeta(coffeeCity: CoffeeCity, origin: string, counts?: Readonly<Record<string, number>>): PageMeta {
  const path = coffeeCityPath(coffeeCity.slug);
  return {
    title: format(t.coffeeCityTitle, { title: coffeeCity.title, brand: brandName() }),
    description: format(t.coffeeCityDescription, { blurb: coffeeCity.blurb, count: coffeeCity.shops.length, city: coffeeCity.city }),
    canonicalPath: here(path),
    keywords: [
      format(t.coffeeCityKeyword, { city: coffeeCity.city }),
      format(t.coffeeCityCafes, { city: coffeeCity.city }),
      ...coffeeCity.shops.map((s) => s.name),
    ],
    ogType: "website",
    share: { heading: coffeeCity.title, kicker: coffeeCity.city, kind: "coffee" },
    geo: { region: `CA-${coffeeCity.regionCode}`, placename: coffeeCity.city },
    jsonLd: [
      coffeeShopsList(coffeeCity, counts),
      breadcrumbs(origin, [
        [messages.nav.home, pagePaths.home],
        [messages.screens.coffeeLanding, pagePaths.coffeeLanding],
        [coffeeCity.city, path],
      ]),
    ],
  };
}

/** What a season's results page's metadata needs (the results API's answer). */
export interface CoffeeResultsMetaInput {
  city: { slug: string; city: string; regionCode: string };
  year: number;
  /** Null while the season hides its counts: then the page carries no ranking at all. */
  standings: readonly RankedShopFacts[] | null;
}

export function coffeeResultsMeta(results: CoffeeResultsMetaInput, origin: string): PageMeta {
  const { city, year } = results;
  // Standings without a single vote rank nothing: no list and no podium, as on the page.
  const standings = results.standings?.some(isPlaced) ? results.standings : null;
  const path = coffeeResultsPath(city.slug, year);
  const names = { year, city: city.city };
  return {
    title: format(t.coffeeResultsTitle, { ...names, brand: brandName() }),
    description: format(t.coffeeResultsDescription, names),
    canonicalPath: here(path),
    keywords: [format(t.coffeeCityKeyword, { city: city.city }), format(t.coffeeCityCafes, { city: city.city }), String(year)],
    ogType: "website",
    share: {
      heading: format(t.coffeeResultsName, names),
      kicker: city.city,
      kind: "coffee",
      ranking: standings?.filter(isPlaced).map(({ shop, count }) => ({ name: shop.name, votes: count })),
    },
    geo: { region: `CA-${city.regionCode}`, placename: city.city },
    jsonLd: [
      ...(standings ? [coffeeResultsList(format(t.coffeeResultsName, names), city, standings)] : []),
      breadcrumbs(origin, [
        [messages.nav.home, pagePaths.home],
        [messages.screens.coffeeLanding, pagePaths.coffeeLanding],
        [city.city, coffeeCityPath(city.slug)],
        [String(year), path],
      ]),
    ],
  };
}

/** A page of the site's own (no place, no listing): its texts are `{page}Title`, `{page}Description`, `{page}Keywords`. */
function sitePageMeta(page: "submit" | "nominate" | "privacy" | "reviews", origin: string): PageMeta {
  const path = here(page === "reviews" ? ROUTE_PATTERNS.reviews : pagePaths[page]);
  const description = t[`${page}Description`];
  return {
    title: format(t[`${page}Title`], { brand: brandName() }),
    description,
    canonicalPath: path,
    keywords: list(t[`${page}Keywords`]),
    ogType: "website",
    share: { heading: messages.screens[page], kicker: brandName(), kind: "city" },
    jsonLd: [webPage("WebPage", { name: messages.screens[page], description, url: `${origin}${path}` })],
  };
}

export const submitMeta = (origin: string) => sitePageMeta("submit", origin);
export const nominateMeta = (origin: string) => sitePageMeta("nominate", origin);
export const privacyMeta = (origin: string) => sitePageMeta("privacy", origin);
export const reviewsMeta = (origin: string) => sitePageMeta("reviews", origin);
