// What the edge, the page cache and the sitemap derive from a route table and its route modules: a
// throwaway /about page added only here (tests/worker/about-route-fixture.ts) is rendered at the edge,
// cached, listed in the sitemap and twinned in French with nothing else written; and the app's own
// table, as it ships, says what each of its pages gets.
import { describe, expect, it } from "vitest";
import { type RouteId, ROUTES } from "@shared/routing/routes";
import * as metaBuilders from "@shared/seo/page-meta";
import { decidePage, isCachedPage, pageCity, routeQueryNames, routeResolver, type RouteSet, sitemapRoutePaths } from "@web/app/render-server";
import type { FirstViewQueries } from "@web/lib/first-view";
import { APP_ROUTES } from "@worker/html/edge-page";
import { headHtml } from "@worker/html/render-page";
import { inLocale } from "@worker/i18n/request-locale";
import { ABOUT_PATH, aboutRoute } from "./about-route-fixture";
import { fetchApp } from "./fetch-app";

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
        ...["city", "search", "submit", "nominate", "privacy", "reviews", "coffeeLanding"],
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
      "/reviews/how-it-works",
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
      stories: ["city", "page", "area", "near", "radius"],
      events: ["city", "page", "area", "near", "radius", "when"],
      gems: ["city", "page", "area", "near", "radius", "open"],
      shop: ["city", "page", "area", "near", "radius", "open", "category"],
      city: ["tab", "page", "when", "open", "area"],
      search: ["q", "city", "page", "near", "radius"],
      nominate: ["city"],
      home: [],
      shopDetail: [],
    });
  });
});

describe("home's kept later sections", () => {
  // Home's later sections are rendered by React once per language and then written in as kept HTML
  // (web/lib/kept-later-parts.ts, decision 0168): every render of the page must give the same markup the
  // first one drew, in the page's own language, so the browser hydrates against the same server HTML.
  // A session cookie bypasses the page cache: each request renders the page.
  const render = async (path: string) => (await fetchApp(path, { headers: { accept: "text/html", cookie: "lh_session=kept-parts-test" } })).text();

  /** The later sections' region: from its element to the end of <main>. */
  function laterRegion(html: string): string {
    const start = html.indexOf('<div id="home-later">');
    expect(start, "the home page names its later sections").toBeGreaterThan(0);
    return html.slice(start, html.indexOf("</main>", start));
  }

  /** The page's root HTML without the query state (its timestamps differ between renders). */
  const rootHtml = (html: string) =>
    html.slice(html.indexOf('<div id="root">'), html.indexOf("</body>")).replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");

  describe("home's later sections, kept per language", () => {
    it("render the same HTML every time, in English and in French, whatever the order", async () => {
      const [english, french, englishAgain, frenchAgain] = [await render("/"), await render("/fr"), await render("/"), await render("/fr")];
      expect(laterRegion(english)).toMatch(
        /^<div id="home-later"><!--\$--><section aria-labelledby="best-of-heading"[^>]*>.*<h2 id="best-of-heading"[^>]*>The Best of Series<\/h2>/s,
      );
      expect(laterRegion(english)).toContain('href="/submit"');
      expect(laterRegion(french)).toContain('href="/fr/submit"');
      expect(laterRegion(french)).toMatch(/<h2 id="best-of-heading"[^>]*>Les palmarès<\/h2>/);
      expect(laterRegion(french)).toContain("</section><!--/$--></div>");
      expect(rootHtml(englishAgain)).toBe(rootHtml(english));
      expect(rootHtml(frenchAgain)).toBe(rootHtml(french));
    });
  });
});
