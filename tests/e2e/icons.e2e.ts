// Icons are drawn from one SVG sprite (web/components/ui/icon.tsx, decision 0165): every icon on the
// public pages points into the same file, that file holds a symbol for each of them and is cached like
// any built asset, and each icon a visitor can see is actually drawn (a <use> whose symbol did not
// load measures 0 × 0).
import { expect, test } from "./test";
import { listCards } from "./api";
import { open } from "./open";

test("every icon on the public pages is drawn from one cached sprite that holds it", async ({ page }) => {
  const [shop] = await listCards(page.request, { type: "shop" });
  const [event] = await listCards(page.request, { type: "event" });
  const pages = ["/", "/shop", shop!.path, event!.path, "/city/Toronto", "/submit", "/best-coffee-shops", "/best-coffee-shops/toronto"];
  const references = new Set<string>();
  for (const path of pages) {
    await open(page, path);
    const hrefs = await page.locator("svg.icon use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs) references.add(href);
    // Drawn: each visible icon's <use> measures its symbol's shapes once the sprite has loaded.
    await expect
      .poll(
        () =>
          page.locator("svg.icon use").evaluateAll((uses) =>
            (uses as SVGUseElement[])
              .filter((use) => use.closest("svg")!.checkVisibility())
              .filter((use) => {
                const box = use.getBBox();
                return box.width === 0 || box.height === 0;
              })
              .map((use) => use.getAttribute("href")),
          ),
        { message: `icons not drawn on ${path}` },
      )
      .toEqual([]);
  }

  const sprites = new Set([...references].map((href) => href.slice(0, href.indexOf("#"))));
  expect([...sprites]).toEqual([expect.stringMatching(/^\/assets\/icons-[0-9a-f]{8}\.svg$/)]);
  const [sprite] = sprites;
  const response = await page.request.get(sprite!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const body = await response.text();
  for (const href of references) {
    const id = href.slice(href.indexOf("#") + 1);
    expect(body, `symbol ${id}`).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
  }
});
