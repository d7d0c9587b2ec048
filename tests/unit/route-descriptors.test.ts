// Where each route is (shared/routing/routes.ts): the web router, the edge and the page cache match paths against
// this table; what each page does is its route module's (tests/worker/route-modules.test.ts pins those).
import { describe, expect, it } from "vitest";
import { BROWSABLE_TYPES } from "@shared/listings/listing-types";
import { LISTING_TYPE_REGISTRY } from "@shared/listings/listing-type-registry";
import { ROUTES, matchRoute, routeMatcher, routeTable, type RouteDescriptor } from "@shared/routing/routes";
import { contentTypeOptions } from "@shared/submissions/content-types";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { makeSubmissionInput, hypotheticalType } from "./factories";

const course = hypotheticalType;

describe("the route table as it ships", () => {
  it("marks the admin area, the owners' page, private links and saved places as pages for one person, and only those", () => {
    const privateIds = (Object.entries(ROUTES) as [string, RouteDescriptor][]).filter(([, route]) => route.private).map(([id]) => id);
    expect(privateIds.sort()).toEqual(
      [
        "admin",
        "adminSection",
        "login",
        "owner",
        "submissionStatus",
        "paymentReceipt",
        "newsletterConfirm",
        "newsletterUnsubscribe",
        "newsletterPreferences",
        "saved",
      ].sort(),
    );
  });

  it("gives every listing type a list and a detail route on the shared modules", () => {
    for (const { type, prefix } of LISTING_TYPE_REGISTRY) {
      expect(ROUTES[prefix]).toEqual({ pattern: `/${prefix}`, screen: "list" });
      expect(ROUTES[`${type}Detail`]).toEqual({ pattern: `/${prefix}/:city/:slug`, screen: "detail" });
    }
    expect(ROUTES.coffeeCity).toEqual({ pattern: "/best-coffee-shops/:city", screen: "coffeeCity" });
    expect(matchRoute("/newsletter/confirm/abc")).toEqual({ id: "newsletterConfirm", params: { token: "abc" } });
    expect(matchRoute("/best-coffee-shops/nominate")).toEqual({ id: "nominate", params: {} });
  });
});

describe("a registry with one more type", () => {
  const table = routeTable([...LISTING_TYPE_REGISTRY, course]);
  const match = routeMatcher(table);

  it("has its list and detail routes, and keeps every other route", () => {
    expect(match("/courses")).toEqual({ id: "courses", params: {} });
    expect(match("/courses/toronto/pottery-basics")).toEqual({ id: "courseDetail", params: { city: "toronto", slug: "pottery-basics" } });
    expect(Object.keys(table).sort()).toEqual([...Object.keys(ROUTES), "courses", "courseDetail"].sort());
    expect(match("/shop/toronto/x")).toEqual({ id: "shopDetail", params: { city: "toronto", slug: "x" } });
  });

  it("serves both with the list and detail route modules (public: edge-rendered and cached)", () => {
    expect(table.courses).toEqual({ pattern: "/courses", screen: "list" });
    expect(table.courseDetail).toEqual({ pattern: "/courses/:city/:slug", screen: "detail" });
  });
});

describe("the submission form's content types", () => {
  // The options are the submit texts' words per type (labels: submission-schema.test.ts).
  it("offer every listing type of the registry, and the schema accepts each", () => {
    expect([...contentTypeOptions()].sort()).toEqual([...BROWSABLE_TYPES].sort());
    for (const type of BROWSABLE_TYPES) expect(submissionInputSchema.safeParse(makeSubmissionInput({ content_type: type })).success, type).toBe(true);
  });
});
