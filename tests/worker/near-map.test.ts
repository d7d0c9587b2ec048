// The detail page's small static map over HTTP: the edge renders the Worker's SVG (an image named for the
// listing and its neighbours) and its list twin in the page's first HTML, in the visitor's language.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { advanceClock } from "./clock";
import { edgeScreen, fetchApp } from "./fetch-app";

const PATH = "/stories/montreal/mile-end-bagel-debate";
const TITLE = "The Great Bagel Debate: St-Viateur vs. Fairmount";

/** The map's figure: its SVG's opening tag, its numbered dots and its list twin's items as text. */
function nearMap(main: string) {
  const figure = main.slice(main.indexOf("<figure"), main.indexOf("</figure>"));
  return {
    svgTag: /<svg [^>]*>/.exec(figure)?.[0],
    dots: [...figure.matchAll(/<text x="[\d.]+" y="[\d.]+">(\d+)<\/text>/g)].map((m) => Number(m[1])),
    scale: /font-size="10" fill="#111827">([^<]+)<\/text><\/svg>/.exec(figure)?.[1],
    outlined: figure.includes('fill="#dbeafe"'),
    links: [...figure.matchAll(/<li><a [^>]*href="([^"]+)"/g)].map((m) => m[1]),
    anchors: [...figure.matchAll(/<li><a [^>]*>/g)].map((m) => m[0]),
    items: [...figure.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->|<[^>]+>/g, "")),
  };
}

describe("the detail page's near map", () => {
  it("is in the first HTML: the SVG named for the listing and 8 places, its outline and scale, and the numbered list twin", async () => {
    const map = nearMap(await edgeScreen(PATH));
    expect(map.svgTag).toContain(`role="img" aria-label="Map of ${TITLE} and 8 places near it"`);
    expect(map.dots).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(map.outlined).toBe(true);
    expect(map.scale).toBe("2 km");
    expect(map.items.slice(0, 3)).toEqual(["Atelier Saint-Laurent — 0.5 km", "Le Comptoir Céramique — 1.2 km", "MURAL Festival — 1.7 km"]);
    expect(map.items).toHaveLength(8);
    expect(map.links[0]).toBe("/shop/montreal/atelier-saint-laurent");
    expect(map.links).not.toContain(PATH);
  });

  it("speaks French on the French page: the map's name and the distances with a decimal comma", async () => {
    const map = nearMap(await edgeScreen(`/fr${PATH}`));
    // The catalogue's French title, as the French page says it.
    expect(map.svgTag).toContain(`aria-label="Carte de La grande guerre des bagels\u00a0: St-Viateur contre Fairmount et 8 lieux à proximité"`);
    expect(map.items[0]).toBe("Atelier Saint-Laurent — 0,5\u00a0km");
    expect(map.links[0]).toBe("/fr/shop/montreal/atelier-saint-laurent");
    expect(map.items[2]).toBe("Festival MURAL — 1,7\u00a0km");
  });
});

describe("the near map's list twin", () => {
  it("marks a neighbour's title written in the other language with lang", async () => {
    const atelier = env.DB.prepare("UPDATE listings SET language = ? WHERE slug = 'atelier-saint-laurent'");
    await atelier.bind("fr").run();
    try {
      // Past the isolate's memory of the content version, so the page is drawn again.
      advanceClock(5_000);
      const links = nearMap(await edgeScreen(PATH)).anchors;
      expect(links.find((tag) => tag.includes('href="/shop/montreal/atelier-saint-laurent"'))).toContain('lang="fr-CA"');
      expect(links.filter((tag) => tag.includes("lang="))).toHaveLength(1);
    } finally {
      await atelier.bind("en").run();
    }
  });
});

describe("the near map's reads", () => {
  it("cost a detail answer about a hundred rows: the near index's cells and the 9 nearest cards", async () => {
    const input = encodeURIComponent(JSON.stringify({ type: "story", city: "montreal", slug: "mile-end-bagel-debate" }));
    const res = await fetchApp(`/api/trpc/listings.get?input=${input}`);
    const rows = Number(res.headers.get("x-d1-rows-read"));
    // 127 measured: a seek per (status, geohash) cell around Mile End for each box, the 9 cards, and the listing.
    expect(rows).toBeGreaterThan(9);
    expect(rows).toBeLessThanOrEqual(160);
  });
});
