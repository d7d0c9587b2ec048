import { describe, expect, it } from "vitest";
import { coffeeCities } from "@worker/db/seed/coffee-cities";
import { headTags, type HeadTag } from "@shared/seo/head-tags";
import { serializeJsonLd } from "@shared/seo/json-ld";
import { cityMeta, coffeeCityMeta, coffeeResultsMeta, detailMeta, homeMeta, listMeta, privacyMeta } from "@shared/seo/page-meta";
import { pageOfShareImage, shareImagePath } from "@shared/seo/share-image";
import { shareImageRequestSchema } from "@shared/seo/share-image-schema";
import { detailPath } from "@shared/routing/paths";
import type { Listing } from "@shared/listings/listing";
import { makeListing } from "./factories";

const withPath = (listing: Listing) => ({ ...listing, type: listing.type as "story", path: detailPath(listing) });

const ORIGIN = "https://localhype.example";

describe("detail metadata", () => {
  it.each([
    ["story", "Story", "local news story", "Article"],
    ["event", "Event", "upcoming event", "Event"],
    ["gem", "Hidden Gem", "hidden gem", "TouristAttraction"],
    ["shop", "Shop", "local business", "LocalBusiness"],
  ] as const)("%s: spec title and description, %s JSON-LD", (type, label, phrase, schemaType) => {
    const listing = makeListing({ type, title: "Maple Corner", city: "Halifax", province: "Nova Scotia", slug: "maple" });
    const meta = detailMeta(withPath(listing), ORIGIN);
    expect(meta.title).toBe(`Maple Corner - ${label} in Halifax | Local Hype`);
    expect(meta.description).toBe(
      `Maple Corner - Discover this ${phrase} in Halifax, Canada. Your #1 local hype platform for authentic community experiences.`,
    );
    expect(meta.jsonLd[0]?.["@type"]).toBe(schemaType);
    expect(meta.jsonLd[1]?.["@type"]).toBe("BreadcrumbList");
    expect(meta.geo?.region).toBe("CA-NS");
    expect(meta.canonicalPath).toBe(`/${type === "story" ? "stories" : type === "shop" ? "shop" : `${type}s`}/halifax/maple`);
  });

  it("uses official province codes, not the first two letters", () => {
    const meta = detailMeta(withPath(makeListing({ type: "gem", city: "Kelowna", province: "British Columbia" })), ORIGIN);
    expect(meta.geo?.region).toBe("CA-BC");
  });

  it("a gem with a phone is a LocalBusiness", () => {
    const meta = detailMeta(withPath(makeListing({ type: "gem", phone: "(403) 555-0100" })), ORIGIN);
    expect(meta.jsonLd[0]?.["@type"]).toBe("LocalBusiness");
  });
});

describe("city metadata", () => {
  it("follows the spec's title and description, with geo and City JSON-LD", () => {
    const meta = cityMeta("Quebec City", "Quebec", ORIGIN);
    expect(meta.title).toBe("Discover Quebec City, Quebec - Local Stories, Events, Gems & Shops | Local Hype");
    expect(meta.description).toBe(
      "Explore the best of Quebec City, Quebec. Find local stories, upcoming events, hidden gems, and unique shops. Your complete guide to authentic Quebec City experiences.",
    );
    expect(meta.canonicalPath).toBe("/city/Quebec%20City");
    expect(meta.geo).toEqual({ region: "CA-QC", placename: "Quebec City", position: "46.8139;-71.208" });
    expect(meta.jsonLd[0]).toMatchObject({
      "@type": "City",
      containedInPlace: { name: "Quebec", containedInPlace: { name: "Canada" } },
    });
    expect(meta.keywords).toContain("Quebec City");
  });
});

describe("other pages", () => {
  it("home and list pages", () => {
    expect(homeMeta(ORIGIN).title).toBe("Local Hype - Your #1 Local Hype Platform");
    expect(listMeta("gem", ORIGIN).canonicalPath).toBe("/gems");
  });

  it("coffee city pages carry an ItemList of 5 cafés with the city's fixed rating", () => {
    const toronto = coffeeCities.find((c) => c.slug === "toronto")!;
    const meta = coffeeCityMeta(toronto, ORIGIN);
    type Cafe = { "@type": string; aggregateRating: { ratingValue: number }; address: { addressRegion: string } };
    const list = meta.jsonLd[0] as { "@type": string; itemListElement: { item: Cafe }[] };
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toHaveLength(5);
    for (const entry of list.itemListElement) {
      expect(entry.item["@type"]).toBe("CafeOrCoffeeShop");
      expect(entry.item.aggregateRating.ratingValue).toBe(4.8);
      expect(entry.item.address.addressRegion).toBe("ON");
    }
  });
});

describe("head tags", () => {
  it("include description, canonical, Open Graph, Twitter and geo tags", () => {
    const tags = headTags(cityMeta("Toronto", "Ontario", ORIGIN), ORIGIN, 7);
    const find = (key: string) =>
      tags.find(
        (t) =>
          ("name" in t.attrs && t.attrs.name === key) ||
          ("property" in t.attrs && t.attrs.property === key) ||
          ("rel" in t.attrs && t.attrs.rel === key),
      );
    expect(find("canonical")?.attrs).toEqual({ rel: "canonical", href: `${ORIGIN}/city/Toronto` });
    expect(find("og:title")).toBeDefined();
    expect(find("twitter:card")).toBeDefined();
    expect(find("geo.region")?.attrs).toMatchObject({ content: "CA-ON" });
  });
});

describe("share image tags", () => {
  function content(tags: HeadTag[], key: string): string | undefined {
    for (const { attrs } of tags) {
      if ("content" in attrs && (("name" in attrs && attrs.name === key) || ("property" in attrs && attrs.property === key))) return attrs.content;
    }
    return undefined;
  }

  it("name the page's own PNG by its path and content version, with its size and alt text", () => {
    const meta = cityMeta("Toronto", "Ontario", ORIGIN);
    const tags = headTags(meta, ORIGIN, 42);
    expect(content(tags, "og:image")).toBe(`${ORIGIN}/og/city/Toronto.png?v=42`);
    expect(content(tags, "twitter:image")).toBe(`${ORIGIN}/og/city/Toronto.png?v=42`);
    expect(content(tags, "twitter:card")).toBe("summary_large_image");
    expect(content(tags, "og:image:type")).toBe("image/png");
    expect(content(tags, "og:image:width")).toBe("1200");
    expect(content(tags, "og:image:height")).toBe("630");
    expect(content(tags, "og:image:alt")).toBe(meta.title);
    // Another content version, another URL: link previews fetch the new picture.
    expect(content(headTags(meta, ORIGIN, 43), "og:image")).toBe(`${ORIGIN}/og/city/Toronto.png?v=43`);
    expect(content(headTags(homeMeta(ORIGIN), ORIGIN, 1), "og:image")).toBe(`${ORIGIN}/og.png?v=1`);
    expect(content(headTags(privacyMeta(ORIGIN), ORIGIN, 1), "og:image")).toBe(`${ORIGIN}/og/privacy.png?v=1`);
  });

  it("map a page to its image and back, the home pages included", () => {
    for (const page of ["/", "/fr", "/city/Toronto", "/fr/gems/toronto/a-gem", "/best-coffee-shops/toronto/2025"]) {
      const image = shareImagePath(page, 3);
      expect(image.endsWith(".png?v=3")).toBe(true);
      expect(pageOfShareImage(image.slice(0, image.indexOf("?")))).toBe(page);
    }
    expect(shareImagePath("/fr", 3)).toBe("/og/fr.png?v=3");
    expect(pageOfShareImage("/og/gems")).toBeNull();
    expect(pageOfShareImage("/ogre.png")).toBeNull();
  });

  it("accept only plain page paths and numeric versions", () => {
    const ok = (path: string, v?: string) => shareImageRequestSchema.safeParse({ path, v }).success;
    expect(ok("/")).toBe(true);
    expect(ok("/fr/gems/montr%C3%A9al/caf%C3%A9-olimpico", "12")).toBe(true);
    expect(ok("/gems/../admin")).toBe(false);
    expect(ok("/gems/./x")).toBe(false);
    expect(ok("//evil.example")).toBe(false);
    expect(ok("/gems/")).toBe(false);
    expect(ok("/gems%zz")).toBe(false);
    expect(ok("/gems<script>")).toBe(false);
    expect(ok(`/${"a".repeat(300)}`)).toBe(false);
    expect(ok("/gems", "latest")).toBe(false);
  });

  it("draw a results page's top three shops with their votes, and the listing's own words", () => {
    const shop = (id: string, name: string) => ({ id, name, address: "1 Main St" });
    const standings = [
      { rank: 1, count: 9, shop: shop("a", "Alpha Café") },
      { rank: 2, count: 5, shop: shop("b", "Beta Beans") },
      { rank: 3, count: 1, shop: shop("c", "Gamma Grind") },
      { rank: 4, count: 0, shop: shop("d", "Delta Drip") },
    ];
    const results = coffeeResultsMeta({ city: { slug: "toronto", city: "Toronto", regionCode: "ON" }, year: 2025, standings }, ORIGIN);
    expect(results.share).toEqual({
      heading: "Best Coffee Shops 2025 in Toronto",
      kicker: "Toronto",
      kind: "coffee",
      ranking: [
        { name: "Alpha Café", votes: 9 },
        { name: "Beta Beans", votes: 5 },
        { name: "Gamma Grind", votes: 1 },
      ],
    });
    // A podium is won with votes: a third place on 0 is left off, and a season without votes ranks nothing.
    const twoVoted = standings.map((standing) => (standing.rank === 3 ? { ...standing, count: 0 } : standing));
    expect(
      coffeeResultsMeta({ city: { slug: "toronto", city: "Toronto", regionCode: "ON" }, year: 2025, standings: twoVoted }, ORIGIN).share.ranking,
    ).toEqual([
      { name: "Alpha Café", votes: 9 },
      { name: "Beta Beans", votes: 5 },
    ]);
    const noVotes = coffeeResultsMeta(
      {
        city: { slug: "toronto", city: "Toronto", regionCode: "ON" },
        year: 2025,
        standings: standings.map((standing) => ({ ...standing, count: 0 })),
      },
      ORIGIN,
    );
    expect(noVotes.share.ranking).toBeUndefined();
    expect(noVotes.jsonLd.map((entry) => entry["@type"])).toEqual(["BreadcrumbList"]);
    // While the season hides its counts, no ranking.
    expect(
      coffeeResultsMeta({ city: { slug: "toronto", city: "Toronto", regionCode: "ON" }, year: 2025, standings: null }, ORIGIN).share.ranking,
    ).toBeUndefined();
    expect(cityMeta("Toronto", "Ontario", ORIGIN).share).toEqual({ heading: "Toronto", kicker: "Ontario · Canada", kind: "city" });
  });
});

describe("serializeJsonLd", () => {
  it("cannot be broken out of a script element", () => {
    const hostile = { name: "</script><script>alert(1)</script><!-- & \u2028" };
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
  it("round-trips arrays", () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: "x" }]))).toEqual([{ a: 1 }, { b: "x" }]);
  });
});

describe("fallbackArtwork", () => {
  it("is an SVG data URL with the label escaped", async () => {
    const { fallbackArtwork } = await import("@shared/images/images");
    const url = fallbackArtwork("gem", `<Rock & "Roll">`);
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,")).toBe(true);
    const svg = decodeURIComponent(url.split(",")[1]!);
    expect(svg).toContain("&#60;Rock &#38; &#34;Roll&#34;&#62;");
    expect(svg).not.toContain("<Rock");
    // An intrinsic size, so the browser reports it as a loaded picture (naturalWidth 800), like a photo.
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">');
    expect(fallbackArtwork("gem", "a")).not.toBe(fallbackArtwork("gem", "b"));
  });
});
