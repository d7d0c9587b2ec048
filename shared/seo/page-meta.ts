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
import { activeLocale, pathInLocale as here } from "../i18n/active-locale";
import { format, messages } from "../messages";
import { seoMessages as t } from "../messages/seo";
import { placeName, provinceName } from "../places/place-names";
import { LOCALE_TAGS } from "../rules/locales";
import type { JsonLd } from "./json-ld";
import { openingHoursSpecification } from "./opening-hours-json-ld";
import type { OpeningHours } from "../time/weekly-hours";

/** The brand's name, as the page's texts write it. */
export const brandName = (): string => messages.brand.name;

const list = (commaSeparated: string) => commaSeparated.split(", ");
/** schema.org's inLanguage: the language the page is written in. */
const inLanguage = () => LOCALE_TAGS[activeLocale()];

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
  /** Structured hours (shops and gems that have them). */
  openingHours?: OpeningHours | null | undefined;
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
  /** Feeds the page offers (shared/rules/feeds.ts), as <link rel="alternate"> tags. */
  feeds?: PageFeed[] | undefined;
}

function geoFor(city: string, province: Province) {
  const coords = cityCoordinates.find((entry) => entry.city === city);
  return {
    region: `CA-${provinceCode(province)}`,
    placename: placeName(city),
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
      item: `${origin}${here(path)}`,
    })),
  };
}

function postalAddress(listing: Pick<DetailMetaInput, "address" | "city" | "province">) {
  return {
    "@type": "PostalAddress",
    ...(listing.address ? { streetAddress: listing.address } : {}),
    addressLocality: placeName(listing.city),
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
    inLanguage: inLanguage(),
    ...(listing.image ? { image: listing.image } : {}),
  };
  switch (entry.jsonLd) {
    case "Article":
      return {
        ...common,
        "@type": "Article",
        headline: listing.title,
        about: { "@type": "Place", name: listing.location, address: postalAddress(listing) },
        publisher: { "@type": "Organization", name: brandName() },
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
        ...(listing.openingHours ? { openingHoursSpecification: openingHoursSpecification(listing.openingHours) } : {}),
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
    title: format(t.detailTitle, { title: listing.title, label: entry.label, city: placeName(listing.city), brand: brandName() }),
    description: format(t.detailDescription, { title: listing.title, phrase: entry.phrase, city: placeName(listing.city) }),
    canonicalPath: here(path),
    keywords: [...listing.tags, placeName(listing.city), listing.location, entry.label, provinceName(province)],
    ogType: "article",
    image: listing.image ?? undefined,
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
    geo,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "City",
        name: names.city,
        url: `${origin}${here(path)}`,
        address: { "@type": "PostalAddress", addressLocality: names.city, addressRegion: names.province, addressCountry: t.country },
        containedInPlace: {
          "@type": "AdministrativeArea",
          name: names.province,
          containedInPlace: { "@type": "Country", name: t.country },
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
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: entry.listHeading,
        description: entry.listDescription,
        url: `${origin}${here(path)}`,
        inLanguage: inLanguage(),
      },
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
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: brandName(),
        url: `${origin}${here("/")}`,
        inLanguage: inLanguage(),
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}${here(pagePaths.search)}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      { "@context": "https://schema.org", "@type": "Organization", name: brandName(), url: `${origin}/`, slogan: messages.brand.tagline },
    ],
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
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: t.coffeeLandingName,
        itemListElement: cities.map((c, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: c.title,
          url: `${origin}${here(coffeeCityPath(c.slug))}`,
        })),
      },
    ],
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
              addressLocality: placeName(shop.city),
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
        [messages.nav.home, pagePaths.home],
        [messages.screens.coffeeLanding, pagePaths.coffeeLanding],
        [coffeeCity.city, path],
      ]),
    ],
  };
}

export function submitMeta(origin: string): PageMeta {
  const path = here(pagePaths.submit);
  const description = t.submitDescription;
  return {
    title: format(t.submitTitle, { brand: brandName() }),
    description,
    canonicalPath: path,
    keywords: list(t.submitKeywords),
    ogType: "website",
    jsonLd: [
      { "@context": "https://schema.org", "@type": "WebPage", name: messages.screens.submit, description, url: `${origin}${path}`, inLanguage: inLanguage() },
    ],
  };
}
