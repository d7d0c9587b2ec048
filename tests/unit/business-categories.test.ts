import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS, categoryParam, hasCategory } from "@shared/places/business-categories";
import { BUSINESS_CATEGORIES } from "@shared/places/business-category-names";
import { categoryEnglishName } from "@shared/places/category-name";
import { businessCategoryOf, searchDestination } from "@shared/search/search-suggestions";
import { categoryPath } from "@shared/routing/paths";
import { slugify } from "@shared/places/slug";
import { CATALOGUE_CATEGORIES } from "@worker/db/seed/business-categories";
import { seedListings } from "@worker/db/seed/listings";

describe("the 16 business categories", () => {
  it("have one slug each, the spec's name slugified, and the slug's words are the name again", () => {
    expect(CATEGORY_SLUGS).toEqual(BUSINESS_CATEGORIES.map(slugify));
    expect(CATEGORY_SLUGS.map(categoryEnglishName)).toEqual([...BUSINESS_CATEGORIES]);
  });

  it("a page URL's category counts only when it is one of them", () => {
    expect(categoryParam(new URLSearchParams("category=art-galleries"))).toEqual({ category: "art-galleries" });
    expect(categoryParam(new URLSearchParams("category=Art%20Galleries"))).toEqual({});
    expect(categoryParam(new URLSearchParams("category=&x=1"))).toEqual({});
  });

  it("link the shop list filtered by a name's slug, with the city when given", () => {
    expect(categoryPath("Coffee Shops")).toBe("/shop?category=coffee-shops");
    expect(categoryPath("Bakeries", "Quebec City")).toBe("/shop?category=bakeries&city=Quebec+City");
  });

  it("a business search that names one opens its list; other words stay a word search", () => {
    expect(businessCategoryOf("bakeries ", undefined)).toBe("Bakeries");
    expect(businessCategoryOf("Art Galleries", undefined)).toBe("Art Galleries");
    expect(businessCategoryOf("bake", undefined)).toBeUndefined();
    expect(businessCategoryOf("poutine", undefined)).toBeUndefined();
    // A category with no listings is searched as words, not opened empty.
    expect(businessCategoryOf("Yoga Studios", ["bakeries"])).toBeUndefined();
    expect(businessCategoryOf("bakeries", ["bakeries"])).toBe("Bakeries");
    expect(searchDestination(" Bakeries ", " Montreal", ["bakeries"])).toBe("/shop?category=bakeries&city=Montreal");
    expect(searchDestination("Yoga Studios", "", ["bakeries"])).toBe("/search?q=Yoga+Studios");
    expect(searchDestination("", "Halifax", undefined)).toBe("/city/Halifax");
    expect(searchDestination(" ", "", undefined)).toBeNull();
  });

  it("the seed files only shops and gems under them", () => {
    for (const id of Object.keys(CATALOGUE_CATEGORIES)) {
      const listing = seedListings.find((l) => l.id === Number(id));
      expect(listing && hasCategory(listing.type), `listing ${id}`).toBe(true);
    }
    expect(hasCategory("story")).toBe(false);
    expect(hasCategory("event")).toBe(false);
  });
});
