// The listing-type registry is the one place a type's facts live: routes and metadata are built from
// it, so a new type (as the spec's `job` was) is one more entry plus its texts.
import { describe, expect, it } from "vitest";
import { hypotheticalType } from "./factories";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { LISTING_TYPE_REGISTRY, listingType } from "@shared/listings/listing-type-registry";
import { DETAIL_ROUTE_TYPES, LIST_ROUTE_TYPES, ROUTE_PATTERNS, listingRoutePatterns, matchRoute } from "@shared/routing/routes";
import { detailMetaFor, listMeta, listMetaFor } from "@shared/seo/page-meta";

const ORIGIN = "https://localhype.example";

const course = hypotheticalType;

describe("the registry as it ships", () => {
  it("holds the five browsable types, in display order, and defines them", () => {
    expect(LISTING_TYPE_REGISTRY.map((entry) => entry.type)).toEqual(["story", "event", "gem", "shop", "job"]);
    expect(BROWSABLE_TYPES).toEqual(["story", "event", "gem", "shop", "job"]);
    expect(LISTING_TYPE_REGISTRY.map(({ label, listHeading }) => [label, listHeading])).toEqual([
      ["Story", "Local Stories"],
      ["Event", "Local Events"],
      ["Hidden Gem", "Local Gems"],
      ["Shop", "Local Shops"],
      ["Job", "Local Jobs"],
    ]);
  });

  it("gives the spec's route table exactly, plus the submitter's and the newsletter's link pages, the payment receipts, the owners' page, the privacy page, the saved places, the nomination form, the reviews' rules and the admin area's sections", () => {
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
      jobs: "/jobs",
      jobDetail: "/jobs/:city/:slug",
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
      owner: "/owner",
      submissionStatus: "/submissions/status/:token",
      paymentReceipt: "/submissions/status/:token/receipts/:payment",
      newsletterConfirm: "/newsletter/confirm/:token",
      newsletterUnsubscribe: "/newsletter/unsubscribe",
      newsletterPreferences: "/newsletter/preferences",
      reviews: "/reviews/how-it-works",
      privacy: "/privacy",
      saved: "/saved",
    });
    expect(LIST_ROUTE_TYPES).toEqual({ stories: "story", events: "event", gems: "gem", shop: "shop", jobs: "job" });
    expect(DETAIL_ROUTE_TYPES).toEqual({ storyDetail: "story", eventDetail: "event", gemDetail: "gem", shopDetail: "shop", jobDetail: "job" });
    expect(matchRoute("/gems/halifax/point-pleasant-park")).toEqual({
      id: "gemDetail",
      params: { city: "halifax", slug: "point-pleasant-park" },
    });
    expect(matchRoute("/jobs")).toEqual({ id: "jobs", params: {} });
    expect(matchRoute("/courses")).toBeNull();
  });

  it("builds each type's list metadata from its entry", () => {
    for (const entry of LISTING_TYPE_REGISTRY) expect(listMeta(entry.type, ORIGIN)).toEqual(listMetaFor(entry, ORIGIN));
    expect(listMeta("event", ORIGIN).title).toBe("Local Events in Canadian Cities | Local Hype");
  });

  it("refuses a type without an entry", () => {
    expect(() => listingType("course" as never)).toThrow('No listing-type entry for "course"');
  });
});

describe("a registry with one more entry", () => {
  const registry = [...LISTING_TYPE_REGISTRY, course];

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
      courses: "/courses",
      courseDetail: "/courses/:city/:slug",
    });
  });

  it("gets list metadata from its entry", () => {
    const meta = listMetaFor(course, ORIGIN);
    expect(meta.title).toBe("Local Courses in Canadian Cities | Local Hype");
    expect(meta.description).toBe("Courses at independent studios in Canadian cities.");
    expect(meta.canonicalPath).toBe("/courses");
    expect(meta.keywords).toEqual(["Local Courses", "Course", "Canada", "local guide"]);
    expect(meta.jsonLd).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Local Courses",
        description: "Courses at independent studios in Canadian cities.",
        url: `${ORIGIN}/courses`,
        inLanguage: "en-CA",
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
          { "@type": "ListItem", position: 2, name: "Local Courses", item: `${ORIGIN}/courses` },
        ],
      },
    ]);
  });

  it("gets detail metadata from its entry", () => {
    const listing = {
      type: "course",
      title: "Pottery Basics",
      description: "A Kensington studio teaches six evenings of wheel throwing for complete beginners.",
      city: "Toronto",
      province: "Ontario" as const,
      location: "Kensington Market",
      tags: ["Pottery"],
      path: "/courses/toronto/pottery-basics",
    };
    const meta = detailMetaFor(course, listing, ORIGIN);
    expect(meta.title).toBe("Pottery Basics - Course in Toronto | Local Hype");
    expect(meta.description).toBe(
      "Pottery Basics - Discover this local course in Toronto, Canada. Your #1 local hype platform for authentic community experiences.",
    );
    expect(meta.canonicalPath).toBe("/courses/toronto/pottery-basics");
    expect(meta.jsonLd[0]?.["@type"]).toBe("Article");
    expect(meta.jsonLd[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Home" },
        { name: "Local Courses", item: `${ORIGIN}/courses` },
        { name: "Toronto", item: `${ORIGIN}/city/Toronto` },
        { name: "Pottery Basics", item: `${ORIGIN}/courses/toronto/pottery-basics` },
      ],
    });
  });
});
