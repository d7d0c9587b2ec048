// Page metadata builders (spec section 2: detail and city metadata). Plain data: the Worker writes it
// into the HTML at the edge and the web app renders the same data on client-side navigation.
import { cityFeeds, listFeeds, type PageFeed } from "../rules/feeds";
import { isBrowsableType } from "../catalogue/listing-types";
import type { BrowsableType } from "../catalogue/listing";
import { listingType, type ListingTypeEntry } from "../listing-types/registry";
import type { CoffeeCity } from "../catalogue/coffee-shop";
import { cityCoordinates } from "../places/city-coordinates";
import { provinceCode } from "../places/city-provinces";
import type { Province } from "../places/place-types";
import { cityPath, coffeeCityPath, listPathOf, pagePaths } from "../rules/paths";
import { messages } from "../messages";
import type { JsonLd } from "./json-ld";

export const BRAND = messages.brand.name;
export const SITE_TAGLINE = messages.brand.tagline;
const COUNTRY = "Canada";

/** What a detail page's metadata needs: a catalogue listing or the API's answer for one. */
export interface DetailMetaInput {
  type: string;
  title: string;
  description: string;
  city: string;
  province: Province;
  location: string;
  tags: readonly string[];
  /** The detail path (see rules/paths detailPath). */
  path: string;
  image?: string | null | undefined;
  date?: string | null | undefined;
  address?: string | null | undefined;
  phone?: string | null | undefined;
  website?: string | null | undefined;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path only; the origin is added where the page is served. */
  canonicalPath: string;
  keywords: string[];
  ogType: "website" | "article";
  image?: string | undefined;
  /** geo.region (CA-XX), geo.placename, geo.position "lat;lon". */
  geo?: { region: string; placename: string; position?: string | undefined } | undefined;
  jsonLd: JsonLd[];
  /** Feeds the page offers (shared/rules/feeds.ts), as <link rel="alternate"> tags. */
  feeds?: PageFeed[] | undefined;
}

function geoFor(city: string, province: Province) {
  const coords = cityCoordinates.find((entry) => entry.city === city);
  return {
    region: `CA-${provinceCode(province)}`,
    placename: city,
    position: coords ? `${coords.lat};${coords.lon}` : undefined,
  };
}

function breadcrumbs(origin: string, items: readonly [name: string, path: string][]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${origin}${path}`,
    })),
  };
}

function postalAddress(listing: Pick<DetailMetaInput, "address" | "city" | "province">) {
  return {
    "@type": "PostalAddress",
    ...(listing.address ? { streetAddress: listing.address } : {}),
    addressLocality: listing.city,
    addressRegion: provinceCode(listing.province),
    addressCountry: "CA",
  };
}

/** The fitting schema.org entity for a listing. No invented ratings: structured data must be true. */
function listingEntity(entry: ListingTypeEntry, listing: DetailMetaInput, url: string): JsonLd {
  const common = {
    "@context": "https://schema.org",
    name: listing.title,
    description: listing.description,
    url,
    ...(listing.image ? { image: listing.image } : {}),
  };
  switch (entry.jsonLd) {
    case "Article":
      return {
        ...common,
        "@type": "Article",
        headline: listing.title,
        about: { "@type": "Place", name: listing.location, address: postalAddress(listing) },
        publisher: { "@type": "Organization", name: BRAND },
        keywords: listing.tags.join(", "),
      };
    case "Event":
      return {
        ...common,
        "@type": "Event",
        ...(listing.date ? { startDate: listing.date } : {}),
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: listing.location, address: postalAddress(listing) },
        organizer: listing.website ? { "@type": "Organization", name: listing.title, url: listing.website } : undefined,
      };
    case "LocalBusiness":
    case "Place": {
      const isBusiness = entry.jsonLd === "LocalBusiness" || Boolean(listing.phone);
      return {
        ...common,
        "@type": isBusiness ? "LocalBusiness" : "TouristAttraction",
        address: postalAddress(listing),
        ...(listing.phone ? { telephone: listing.phone } : {}),
        ...(listing.website ? { sameAs: listing.website } : {}),
      };
    }
  }
}

export function detailMeta(input: DetailMetaInput & { type: BrowsableType }, origin: string): PageMeta {
  return detailMetaFor(listingType(input.type), input, origin);
}

/** A detail page's metadata for a listing of the registry entry's type. */
export function detailMetaFor(entry: ListingTypeEntry, input: DetailMetaInput, origin: string): PageMeta {
  // Social cards need an absolute image URL; published submissions carry a path (/api/uploads/…).
  const listing = input.image ? { ...input, image: new URL(input.image, origin).href } : input;
  const path = listing.path;
  const province = listing.province;
  return {
    title: `${listing.title} - ${entry.label} in ${listing.city} | ${BRAND}`,
    description: `${listing.title} - Discover this ${entry.phrase} in ${listing.city}, Canada. Your #1 local hype platform for authentic community experiences.`,
    canonicalPath: path,
    keywords: [...listing.tags, listing.city, listing.location, entry.label, province],
    ogType: "article",
    image: listing.image ?? undefined,
    geo: geoFor(listing.city, province),
    jsonLd: [
      listingEntity(entry, listing, `${origin}${path}`),
      breadcrumbs(origin, [
        ["Home", pagePaths.home],
        [entry.listHeading, listPathOf(entry)],
        [listing.city, cityPath(listing.city)],
        [listing.title, path],
      ]),
    ],
  };
}

export function cityMeta(city: string, province: Province, origin: string): PageMeta {
  const path = cityPath(city);
  const geo = geoFor(city, province);
  return {
    feeds: cityFeeds(city),
    title: `Discover ${city}, ${province} - Local Stories, Events, Gems & Shops | ${BRAND}`,
    description: `Explore the best of ${city}, ${province}. Find local stories, upcoming events, hidden gems, and unique shops. Your complete guide to authentic ${city} experiences.`,
    canonicalPath: path,
    keywords: [
      city,
      province,
      `${city} local stories`,
      `${city} events`,
      `${city} hidden gems`,
      `${city} shops`,
      `things to do in ${city}`,
      COUNTRY,
    ],
    ogType: "website",
    geo,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "City",
        name: city,
        url: `${origin}${path}`,
        address: { "@type": "PostalAddress", addressLocality: city, addressRegion: province, addressCountry: COUNTRY },
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: province,
          containedInPlace: { "@type": "Country", name: COUNTRY },
        },
        ...(geo.position
          ? {
              geo: {
                "@type": "GeoCoordinates",
                latitude: Number(geo.position.split(";")[0]),
                longitude: Number(geo.position.split(";")[1]),
              },
            }
          : {}),
      },
      breadcrumbs(origin, [
        ["Home", pagePaths.home],
        [city, path],
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
    title: `${entry.listHeading} in Canadian Cities | ${BRAND}`,
    description: entry.listDescription,
    canonicalPath: path,
    keywords: [entry.listHeading, entry.label, COUNTRY, "local guide"],
    ogType: "website",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: entry.listHeading,
        description: entry.listDescription,
        url: `${origin}${path}`,
      },
      breadcrumbs(origin, [
        ["Home", pagePaths.home],
        [entry.listHeading, path],
      ]),
    ],
  };
}

export function homeMeta(origin: string): PageMeta {
  return {
    title: `${BRAND} - ${SITE_TAGLINE}`,
    description:
      "Discover local stories, events, hidden gems and shops in Canadian cities. Your #1 local hype platform for authentic community experiences.",
    canonicalPath: pagePaths.home,
    keywords: ["local guide", "Canada", "local stories", "events", "hidden gems", "local shops"],
    ogType: "website",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: BRAND,
        url: `${origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      { "@context": "https://schema.org", "@type": "Organization", name: BRAND, url: `${origin}/`, slogan: SITE_TAGLINE },
    ],
  };
}

export function coffeeLandingMeta(cities: readonly CoffeeCity[], origin: string): PageMeta {
  const path = pagePaths.coffeeLanding;
  return {
    title: `Best Coffee Shops in Canada - Vote for Your Favourite | ${BRAND}`,
    description: `Vote for the best independent coffee shops in ${cities.map((c) => c.city).join(", ")}. Five local cafés per city, ranked by your votes.`,
    canonicalPath: path,
    keywords: ["best coffee shops", "Canada", "cafés", ...cities.map((c) => `best coffee ${c.city}`)],
    ogType: "website",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Best Coffee Shops in Canada",
        itemListElement: cities.map((c, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: c.title,
          url: `${origin}${path}/${c.slug}`,
        })),
      },
    ],
  };
}

/** `counts` (shop id → votes), when known, go into the JSON-LD as each shop's vote count. */
export function coffeeCityMeta(coffeeCity: CoffeeCity, origin: string, counts?: Readonly<Record<string, number>>): PageMeta {
  const path = coffeeCityPath(coffeeCity.slug);
  return {
    title: `${coffeeCity.title} - Vote for Your Favourite | ${BRAND}`,
    description: `${coffeeCity.blurb} Vote for your favourite of ${coffeeCity.shops.length} local coffee shops in ${coffeeCity.city}.`,
    canonicalPath: path,
    keywords: [`best coffee ${coffeeCity.city}`, `${coffeeCity.city} cafés`, ...coffeeCity.shops.map((s) => s.name)],
    ogType: "website",
    geo: { region: `CA-${coffeeCity.regionCode}`, placename: coffeeCity.city },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: coffeeCity.title,
        numberOfItems: coffeeCity.shops.length,
        itemListElement: coffeeCity.shops.map((shop, index) => ({
          "@type": "ListItem",
          position: index + 1,
          item: {
            "@type": "CafeOrCoffeeShop",
            name: shop.name,
            description: shop.description,
            ...(shop.image ? { image: shop.image } : {}),
            address: {
              "@type": "PostalAddress",
              streetAddress: shop.address,
              addressLocality: shop.city,
              addressRegion: coffeeCity.regionCode,
              addressCountry: "CA",
            },
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: coffeeCity.ratingValue,
              reviewCount: shop.reviews,
              bestRating: 5,
            },
            ...(counts
              ? {
                  interactionStatistic: {
                    "@type": "InteractionCounter",
                    interactionType: "https://schema.org/VoteAction",
                    userInteractionCount: counts[shop.id] ?? 0,
                  },
                }
              : {}),
          },
        })),
      },
      breadcrumbs(origin, [
        ["Home", pagePaths.home],
        ["Best Coffee Shops", pagePaths.coffeeLanding],
        [coffeeCity.city, path],
      ]),
    ],
  };
}

export function submitMeta(origin: string): PageMeta {
  const path = pagePaths.submit;
  const description =
    "Share a local story, an upcoming event, a hidden gem or your business with your city. Listing is free; promotion is optional.";
  return {
    title: `Submit Content - Share Your Local Story, Event, Gem or Business | ${BRAND}`,
    description,
    canonicalPath: path,
    keywords: ["submit local business", "share local story", "list an event", COUNTRY],
    ogType: "website",
    jsonLd: [
      { "@context": "https://schema.org", "@type": "WebPage", name: "Submit Content", description, url: `${origin}${path}` },
    ],
  };
}
