// The generated artwork's label: at most two lines, the second cut with an ellipsis, never repeated.
import { describe, expect, it } from "vitest";
import { fallbackArtwork } from "@shared/images/images";

/** The label lines an artwork draws, in order. */
const drawnLines = (url: string) =>
  [...decodeURIComponent(url.slice(url.indexOf(",") + 1)).matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe("fallbackArtwork", () => {
  it("draws a long title on two lines, the second ending in an ellipsis and shown once", () => {
    expect(drawnLines(fallbackArtwork("event", "Hot Docs Canadian International Documentary Festival"))).toEqual([
      "Hot Docs Canadian",
      "International…",
    ]);
  });

  it("draws a short title on one line and a two-line title whole", () => {
    expect(drawnLines(fallbackArtwork("shop", "Corner Bakery"))).toEqual(["Corner Bakery"]);
    expect(drawnLines(fallbackArtwork("gem", "Riverside Tea Garden and Lantern Walk"))).toEqual(["Riverside Tea Garden", "and Lantern Walk"]);
  });
});
