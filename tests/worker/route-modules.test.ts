// What the edge, the page cache and the sitemap derive from a route table and its route modules: a
// throwaway /about page added only here (tests/worker/about-route-fixture.ts) is rendered at the edge,
// cached, listed in the sitemap and twinned in French with nothing else written; and the app's own
// table, as it ships, says what each of its pages gets.
import { describe, expect, it } from "vitest";
import { ROUTES, type RouteId } from "@shared/routing/routes";
import * as metaBuilders from "@shared/seo/page-meta";
import { decidePage, isCachedPage, pageCity, routeQueryNames, routeResolver, sitemapRoutePaths, type RouteSet } from "@web/app/render-server";
import type { FirstViewQueries } from "@web/lib/first-view";
import { APP_ROUTES } from "@worker/html/page-route";
import { headHtml } from "@worker/html/render-page";
import { inLocale } from "@worker/i18n/request-locale";
import { ABOUT_PATH, aboutRoute } from "./about-route-fixture";

const ORIGIN = "http://localhost";
const WITH_ABOUT: RouteSet = {
  table: { ...ROUTES, about: { pattern: ABOUT_PATH, screen: "about" } },
  load: (id) => (id === "about" ? Promise.resolve(aboutRoute) : APP_ROUTES.load(id)),
};
const resolve = routeResolver(WITH_ABOUT);
/** The module runs no query: the helpers are never read. */
const noQueries = {} as FirstViewQueries;

describe("a public page added as one route module", () => {
  it("is matched in both languages, rendered at the edge and kept by the page cache", async () => {
    for (const path of [ABOUT_PATH, `/fr${ABOUT_PATH}`]) {
      const route = await resolve(new URL(`${ORIGIN}${path}`), null);
      expect(route).toMatchObject({ id: "about", private: false });
      expect(isCachedPage(route!)).toBe(true);
      // Its date is the all-cities zone's: it names no city.
      expect(pageCity(route!)).toBeUndefined();
    }
  });

  it("carries its head, with its French twin and x-default, in each language", async () => {
    const head = async (locale: "en" | "fr") =>
      inLocale(locale, async () => {
        const route = await resolve(new URL(`${ORIGIN}${locale === "fr" ? "/fr" : ""}${ABOUT_PATH}`), null);
        const outcome = await decidePage(route!, noQueries, ORIGIN, metaBuilders);
        expect(outcome).toMatchObject({ kind: "page", status: 200, ssr: true });
        if (outcome.kind !== "page") throw new Error("not a page");
        return headHtml(outcome.meta, ORIGIN, locale === "fr" ? `/fr${ABOUT_PATH}` : ABOUT_PATH, 1);
      });
    const en = await head("en");
    expect(en).toContain(`<link rel="canonical" href="${ORIGIN}${ABOUT_PATH}" data-edge-head>`);
    expect(en).toContain(`hreflang="fr-CA" href="${ORIGIN}/fr${ABOUT_PATH}"`);
    expect(en).toContain(`hreflang="x-default" href="${ORIGIN}${ABOUT_PATH}"`);
    expect(en).toContain('"@type":"AboutPage"');
    const fr = await head("fr");
    expect(fr).toContain(`<link rel="canonical" href="${ORIGIN}/fr${ABOUT_PATH}" data-edge-head>`);
    expect(fr).toContain(`hreflang="en-CA" href="${ORIGIN}${ABOUT_PATH}"`);
  });

  it("is listed in the sitemap's pages, after the app's own", async () => {
    expect(await sitemapRoutePaths(WITH_ABOUT)).toEqual([...(await sitemapRoutePaths(APP_ROUTES)), ABOUT_PATH]);
  });
});

describe("the app's route modules as they ship", () => {
  const modules = async () =>
    Promise.all(
      (Object.keys(ROUTES) as RouteId[]).map(
        async (id) => [id, await resolve(new URL(`${ORIGIN}${ROUTES[id].pattern.replaceAll(/:\w+/g, "x")}`), null)] as const,
      ),
    );

  it("cache the pages that are the same for every anonymous visitor, and only those", async () => {
    const cached = (await modules()).filter(([, route]) => route && isCachedPage(route)).map(([id]) => id);
    expect(cached.sort()).toEqual(
      [
        ...["home", "stories", "events", "gems", "shop", "jobs", "storyDetail", "eventDetail", "gemDetail", "shopDetail", "jobDetail"],
        ...["city", "search", "submit", "nominate", "privacy", "coffeeLanding"],
        // A closed season's results are final; while open, the page answers itself as live (not kept).
        "coffeeResults",
      ].sort(),
    );
  });

  it("give every public page an edge step, and list the pages of the sitemap that are routes of their own", async () => {
    for (const [id, route] of await modules()) {
      if (route && !route.private) expect(route.module.edge, id).toBeTypeOf("function");
    }
    expect(await sitemapRoutePaths(APP_ROUTES)).toEqual([
      "/",
      "/submit",
      "/privacy",
      "/best-coffee-shops",
      "/stories",
      "/events",
      "/gems",
      "/shop",
      "/jobs",
    ]);
  });

  it("name the query parameters each page reads, which alone the page cache keys on", async () => {
    const names = Object.fromEntries((await modules()).map(([id, route]) => [id, route && routeQueryNames(route)]));
    expect(names).toMatchObject({
      stories: ["city", "page"],
      events: ["city", "page", "when"],
      gems: ["city", "page", "open"],
      shop: ["city", "page", "open", "category"],
      city: ["tab", "page", "when", "open"],
      search: ["q", "city", "page"],
      nominate: ["city"],
      home: [],
      shopDetail: [],
    });
  });
});
