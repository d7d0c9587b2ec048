// Every route is one descriptor (shared/routes.ts): the web router, the edge, the page cache and the
// text bundles read it. These pin what each route is today and what a new listing type's routes get.
import { describe, expect, it } from "vitest";
import { BROWSABLE_TYPES } from "@shared/catalogue/listing-types";
import { LISTING_TYPE_REGISTRY } from "@shared/listing-types/registry";
import { ROUTES, SCREEN_TEXTS, matchRoute, routeMatcher, routeQueryNames, routeTable, type RouteDescriptor } from "@shared/routes";
import { CONTENT_TYPE_OPTIONS } from "@shared/schemas/submission-fields";
import { submissionInputSchema } from "@shared/schemas/submission";
import { makeSubmissionInput, hypotheticalJobType } from "./factories";

const job = hypotheticalJobType;

const idsWhere = (test: (route: RouteDescriptor) => boolean) =>
  (Object.entries(ROUTES) as [string, RouteDescriptor][]).filter(([, route]) => test(route)).map(([id]) => id);

describe("the route table as it ships", () => {
  it("caches the pages that are the same for every anonymous visitor, and only those", () => {
    expect(idsWhere((route) => route.cache === "public").sort()).toEqual(
      [
        "home",
        "stories",
        "events",
        "gems",
        "shop",
        "storyDetail",
        "eventDetail",
        "gemDetail",
        "shopDetail",
        "city",
        "search",
        "submit",
        "nominate",
        "privacy",
        "coffeeLanding",
        // A closed season's results are final; while open, the page answers itself as live (not kept).
        "coffeeResults",
      ].sort(),
    );
  });

  it("renders public pages, their forms included, at the edge; admin and private links in the browser", () => {
    expect(idsWhere((route) => route.render === "browser").sort()).toEqual(
      ["admin", "adminSection", "login", "submissionStatus", "newsletterConfirm", "newsletterUnsubscribe", "newsletterPreferences", "saved"].sort(),
    );
    expect(idsWhere((route) => route.edge === "private").sort()).toEqual(
      ["admin", "adminSection", "login", "submissionStatus", "newsletterConfirm", "newsletterUnsubscribe", "newsletterPreferences", "saved"].sort(),
    );
  });

  it("gives every listing type a list and a detail route on the shared screens", () => {
    for (const { type, prefix } of LISTING_TYPE_REGISTRY) {
      expect(ROUTES[prefix]).toEqual({ pattern: `/${prefix}`, screen: "list", edge: "list", render: "edge", cache: "public" });
      expect(ROUTES[`${type}Detail`]).toMatchObject({ screen: "detail", edge: "detail", render: "edge", cache: "public" });
    }
    expect(ROUTES.coffeeCity).toEqual({
      pattern: "/best-coffee-shops/:city",
      screen: "coffeeCity",
      edge: "coffeeCity",
      render: "edge",
      cache: "none",
    });
    expect(ROUTES.coffeeResults).toEqual({
      pattern: "/best-coffee-shops/:city/:year",
      screen: "coffeeResults",
      edge: "coffeeResults",
      render: "edge",
      cache: "public",
    });
  });

  it("names the query parameters each page reads, which alone the page cache keys on", () => {
    expect(routeQueryNames("stories")).toEqual(["city", "page"]);
    expect(routeQueryNames("events")).toEqual(["city", "page", "when"]);
    expect(routeQueryNames("gems")).toEqual(["city", "page", "open"]);
    expect(routeQueryNames("shop")).toEqual(["city", "page", "open", "category"]);
    expect(routeQueryNames("city")).toEqual(["tab", "page", "when", "open"]);
    expect(routeQueryNames("search")).toEqual(["q", "city", "page"]);
    expect(routeQueryNames("nominate")).toEqual(["city"]);
    expect(routeQueryNames("home")).toEqual([]);
    expect(routeQueryNames("shopDetail")).toEqual([]);
  });

  it("names only screens that have text bundles", () => {
    for (const route of Object.values(ROUTES)) expect(SCREEN_TEXTS).toHaveProperty(route.screen);
    expect(matchRoute("/newsletter/confirm/abc")).toEqual({ id: "newsletterConfirm", params: { token: "abc" } });
  });
});

describe("a registry with job added", () => {
  const table = routeTable([...LISTING_TYPE_REGISTRY, job]);
  const match = routeMatcher(table);

  it("has its list and detail routes, and keeps every other route", () => {
    expect(match("/jobs")).toEqual({ id: "jobs", params: {} });
    expect(match("/jobs/toronto/barista-wanted")).toEqual({ id: "jobDetail", params: { city: "toronto", slug: "barista-wanted" } });
    expect(Object.keys(table).sort()).toEqual([...Object.keys(ROUTES), "jobs", "jobDetail"].sort());
    expect(match("/shop/toronto/x")).toEqual({ id: "shopDetail", params: { city: "toronto", slug: "x" } });
  });

  it("renders both at the edge, with the list and detail deciders, and caches them", () => {
    expect(table.jobs).toEqual({ pattern: "/jobs", screen: "list", edge: "list", render: "edge", cache: "public" });
    expect(table.jobDetail).toEqual({ pattern: "/jobs/:city/:slug", screen: "detail", edge: "detail", render: "edge", cache: "public" });
  });
});

describe("the submission form's content types", () => {
  // The form's table is keyed by BrowsableType, so a registry type without an option does not compile;
  // this names the type should that table ever be built another way (labels: submission-schema.test.ts).
  it("offer every listing type of the registry, and the schema accepts each", () => {
    expect(BROWSABLE_TYPES.filter((type) => !CONTENT_TYPE_OPTIONS.some((option) => option.value === type))).toEqual([]);
    for (const type of BROWSABLE_TYPES) expect(submissionInputSchema.safeParse(makeSubmissionInput({ content_type: type })).success, type).toBe(true);
  });
});
