import { describe, expect, it } from "vitest";
import { findListing } from "@shared/listings/find-listing";
import { cityPath, detailPath, listPath, typeFromPrefix, typePrefix } from "@shared/routing/paths";
import { citySlug, listingSlug, slugify } from "@shared/places/slug";
import { makeListing } from "./factories";

describe("citySlug", () => {
  it.each([
    ["Toronto", "toronto"],
    ["Quebec City", "quebec-city"],
    ["St. John's", "st-john-s"],
    ["Montréal", "montreal"],
    ["  Grand Falls--Windsor  ", "grand-falls-windsor"],
    ["Trois-Rivières", "trois-rivieres"],
    ["!!!", ""],
  ])("%s → %s", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });
});

describe("listingSlug", () => {
  it("prefers the listing's own slug", () => {
    expect(listingSlug({ slug: "own-slug", title: "Some Title" })).toBe("own-slug");
  });
  it("otherwise slugifies the title", () => {
    expect(listingSlug({ title: "Café Olimpico: 50 Years & Counting!" })).toBe("cafe-olimpico-50-years-counting");
  });
});

describe("paths", () => {
  it("maps types to their prefixes, any other type gets an s", () => {
    expect(["story", "event", "gem", "shop", "job"].map((t) => typePrefix(t as never))).toEqual(["stories", "events", "gems", "shop", "jobs"]);
    expect(listPath("gem")).toBe("/gems");
  });

  it("reads a prefix back to its type, and refuses prefixes without screens", () => {
    expect(typeFromPrefix("stories")).toBe("story");
    expect(typeFromPrefix("shop")).toBe("shop");
    expect(typeFromPrefix("jobs")).toBe("job");
    expect(typeFromPrefix("courses")).toBeNull();
    expect(typeFromPrefix("shops")).toBeNull();
  });

  it("builds detail paths from city slug and listing slug", () => {
    expect(detailPath(makeListing({ type: "event", city: "Quebec City", title: "Carnaval de Québec" }))).toBe(
      "/events/quebec-city/carnaval-de-quebec",
    );
    expect(detailPath(makeListing({ type: "shop", city: "St. John's", slug: "the-rooms" }))).toBe("/shop/st-john-s/the-rooms");
  });

  it("builds URL-encoded city paths", () => {
    expect(cityPath("Quebec City")).toBe("/city/Quebec%20City");
    expect(cityPath("St. John's")).toBe("/city/St.%20John's");
    expect(decodeURIComponent(cityPath("Montréal").slice("/city/".length))).toBe("Montréal");
  });
});

describe("findListing", () => {
  const listings = [
    makeListing({ id: 1, type: "gem", city: "Red Deer", title: "Kerry Wood Nature Centre" }),
    makeListing({ id: 2, type: "shop", city: "Red Deer", title: "Kerry Wood Nature Centre" }),
    makeListing({ id: 3, type: "gem", city: "Calgary", slug: "hidden-garden", title: "Anything" }),
  ];
  it("matches type, city slug and listing slug", () => {
    expect(findListing(listings, "gem", "red-deer", "kerry-wood-nature-centre")?.id).toBe(1);
    expect(findListing(listings, "shop", "red-deer", "kerry-wood-nature-centre")?.id).toBe(2);
    expect(findListing(listings, "gem", "calgary", "hidden-garden")?.id).toBe(3);
  });
  it("finds nothing on a wrong city, type or slug", () => {
    expect(findListing(listings, "gem", "calgary", "kerry-wood-nature-centre")).toBeUndefined();
    expect(findListing(listings, "story", "red-deer", "kerry-wood-nature-centre")).toBeUndefined();
    expect(findListing(listings, "gem", "calgary", "anything")).toBeUndefined();
  });
  it("slugify is what find uses", () => {
    expect(slugify("Kerry Wood Nature Centre")).toBe("kerry-wood-nature-centre");
  });
});
