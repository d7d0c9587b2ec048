// The listing-type registry is the one place a type's facts live: routes and metadata are built from
// it, so a fifth type (the spec's `job`) would be one more entry plus its texts.
import { describe, expect, it } from "vitest";
import { hypotheticalJobType } from "./factories";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { LISTING_TYPE_REGISTRY, listingType } from "@shared/listings/listing-type-registry";
import { DETAIL_ROUTE_TYPES, LIST_ROUTE_TYPES, ROUTE_PATTERNS, listingRoutePatterns, matchRoute } from "@shared/routing/routes";
import { detailMetaFor, listMeta, listMetaFor } from "@shared/seo/page-meta";

const ORIGIN = "https://localhype.example";

const job = hypotheticalJobType;

describe("the registry as it ships", () => {
  it("holds the four browsable types, in display order, and defines them", () => {
    expect(LISTING_TYPE_REGISTRY.map((entry) => entry.type)).toEqual(["story", "event", "gem", "shop"]);
    expect(BROWSABLE_TYPES).toEqual(["story", "event", "gem", "shop"]);
    expect(LISTING_TYPE_REGISTRY.map(({ label, listHeading }) => [label, listHeading])).toEqual([
      ["Story", "Local Stories"],
      ["Event", "Local Events"],
      ["Hidden Gem", "Local Gems"],
      ["Shop", "Local Shops"],
    ]);
  });

  it("gives the spec's route table exactly, plus the submitter's and the newsletter's link pages, the privacy page, the saved places, the nomination form and the admin area's sections", () => {
    expect(ROUTE_PATTERNS).toEqual({
      home: "/",
      stories: "/stories",
      events: "/events",
      gems: "/gems",
      shop: "/shop",
      storyDetail: "/stories/:city/:slug",
      eventDetail: "/events/:city/:slug",
      gemDetail: "/gems/:city/:slug",
      shopDetail: "/shop/:city/:slug",
      city: "/city/:city",
      search: "/search",
      submit: "/submit",
      admin: "/admin",
      login: "/login",
      adminSection: "/admin/:section",
      coffeeLanding: "/best-coffee-shops",
      nominate: "/best-coffee-shops/nominate",
      coffeeCity: "/best-coffee-shops/:city",
      coffeeResults: "/best-coffee-shops/:city/:year",
      submissionStatus: "/submissions/status/:token",
      newsletterConfirm: "/newsletter/confirm/:token",
      newsletterUnsubscribe: "/newsletter/unsubscribe",
      newsletterPreferences: "/newsletter/preferences",
      privacy: "/privacy",
      saved: "/saved",
    });
    expect(LIST_ROUTE_TYPES).toEqual({ stories: "story", events: "event", gems: "gem", shop: "shop" });
    expect(DETAIL_ROUTE_TYPES).toEqual({ storyDetail: "story", eventDetail: "event", gemDetail: "gem", shopDetail: "shop" });
    expect(matchRoute("/gems/halifax/point-pleasant-park")).toEqual({
      id: "gemDetail",
      params: { city: "halifax", slug: "point-pleasant-park" },
    });
    expect(matchRoute("/jobs")).toBeNull();
  });

  it("builds each type's list metadata from its entry", () => {
    for (const entry of LISTING_TYPE_REGISTRY) expect(listMeta(entry.type, ORIGIN)).toEqual(listMetaFor(entry, ORIGIN));
    expect(listMeta("event", ORIGIN).title).toBe("Local Events in Canadian Cities | Local Hype");
  });

  it("refuses a type without an entry", () => {
    expect(() => listingType("job" as never)).toThrow('No listing-type entry for "job"');
  });
});

describe("a registry with one more entry", () => {
  const registry = [...LISTING_TYPE_REGISTRY, job];

  it("adds its list and detail routes, and keeps the others", () => {
    expect(listingRoutePatterns(registry)).toEqual({
      stories: "/stories",
      storyDetail: "/stories/:city/:slug",
      events: "/events",
      eventDetail: "/events/:city/:slug",
      gems: "/gems",
      gemDetail: "/gems/:city/:slug",
      shop: "/shop",
      shopDetail: "/shop/:city/:slug",
      jobs: "/jobs",
      jobDetail: "/jobs/:city/:slug",
    });
  });

  it("gets list metadata from its entry", () => {
    const meta = listMetaFor(job, ORIGIN);
    expect(meta.title).toBe("Local Jobs in Canadian Cities | Local Hype");
    expect(meta.description).toBe("Jobs at independent businesses in Canadian cities.");
    expect(meta.canonicalPath).toBe("/jobs");
    expect(meta.keywords).toEqual(["Local Jobs", "Job", "Canada", "local guide"]);
    expect(meta.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Local Jobs",
        description: "Jobs at independent businesses in Canadian cities.",
        url: `${ORIGIN}/jobs`,
        inLanguage: "en-CA",
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
          { "@type": "ListItem", position: 2, name: "Local Jobs", item: `${ORIGIN}/jobs` },
        ],
      },
    ]);
  });

  it("gets detail metadata from its entry", () => {
    const listing = {
      type: "job",
      title: "Barista Wanted",
      description: "A Kensington café is hiring a morning barista who loves people and coffee alike.",
      city: "Toronto",
      province: "Ontario" as const,
      location: "Kensington Market",
      tags: ["Coffee"],
      path: "/jobs/toronto/barista-wanted",
    };
    const meta = detailMetaFor(job, listing, ORIGIN);
    expect(meta.title).toBe("Barista Wanted - Job in Toronto | Local Hype");
    expect(meta.description).toBe(
      "Barista Wanted - Discover this local job in Toronto, Canada. Your #1 local hype platform for authentic community experiences.",
    );
    expect(meta.canonicalPath).toBe("/jobs/toronto/barista-wanted");
    expect(meta.jsonLd[0]?.["@type"]).toBe("Article");
    expect(meta.jsonLd[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home" },
        { name: "Local Jobs", item: `${ORIGIN}/jobs` },
        { name: "Toronto", item: `${ORIGIN}/city/Toronto` },
        { name: "Barista Wanted", item: `${ORIGIN}/jobs/toronto/barista-wanted` },
      ],
    });
  });
});
