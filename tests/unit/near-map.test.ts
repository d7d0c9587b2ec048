// The detail page's static map: the projection keeps every place inside the viewBox with the listing's
// point in the middle, the scale bar says a round distance, and the markup carries its accessible name.
import { describe, expect, it } from "vitest";
import { MAP_HEIGHT, MAP_WIDTH, nearMapSvg, nearProjection, scaleBar } from "@worker/features/listings/near-map";
import { distanceKm } from "@shared/places/point";

const centre = { lat: 45.5235, lon: -73.5995 };
const places = [
  { lat: 45.5262, lon: -73.6011 },
  { lat: 45.5169, lon: -73.5895 },
  { lat: 45.531, lon: -73.61 },
  { lat: 45.5201, lon: -73.62 },
];

describe("the near map's projection", () => {
  it("puts the listing's point in the middle and every place inside the viewBox", () => {
    const { project } = nearProjection(centre, places);
    expect(project(centre)).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 });
    for (const place of places) {
      const { x, y } = project(place);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    // North is up, east is right.
    expect(project(places[2]!).y).toBeLessThan(MAP_HEIGHT / 2);
    expect(project(places[1]!).x).toBeGreaterThan(MAP_WIDTH / 2);
  });

  it("keeps distances true to the scale in both directions", () => {
    const { project, pxPerKm } = nearProjection(centre, places);
    const { x, y } = project(places[0]!);
    const px = Math.hypot(x - MAP_WIDTH / 2, y - MAP_HEIGHT / 2);
    expect(px / pxPerKm).toBeCloseTo(distanceKm(centre, places[0]!), 1);
  });

  it("shows at least a few streets around a lone point", () => {
    const { pxPerKm } = nearProjection(centre, []);
    expect(pxPerKm).toBeCloseTo((MAP_HEIGHT / 2 - 16) / 0.3, 5);
  });
});

describe("the scale bar", () => {
  it("is the longest round distance within a quarter of the width", () => {
    expect(scaleBar(100)).toEqual({ px: 50, label: "500 m" });
    expect(scaleBar(79)).toEqual({ px: 79, label: "1 km" });
    expect(scaleBar(41)).toEqual({ px: 41, label: "1 km" });
    expect(scaleBar(39)).toEqual({ px: 78, label: "2 km" });
    expect(scaleBar(400)).toEqual({ px: 80, label: "200 m" });
  });
});

describe("the SVG", () => {
  it("is an image named by its label (escaped), with a numbered dot per place, the outline and the scale", () => {
    const outline = [
      [-73.61, 45.52],
      [-73.59, 45.52],
      [-73.59, 45.53],
      [-73.61, 45.52],
    ] as const;
    const svg = nearMapSvg({ centre, places, outline, label: 'Map of "Bagels" & 4 places near it' });
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Map of &#34;Bagels&#34; &#38; 4 places near it"/);
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    expect([...svg.matchAll(/<text x="[\d.]+" y="[\d.]+">(\d)<\/text>/g)].map((m) => m[1])).toEqual(["1", "2", "3", "4"]);
    expect(svg).toContain(`<circle cx="${MAP_WIDTH / 2}" cy="${MAP_HEIGHT / 2}" r="7"`);
    expect(svg).toMatch(/<path d="M[\d. L]+Z" fill="#dbeafe"/);
    expect(svg).toMatch(/>\d+ k?m<\/text><\/svg>$/);
    expect(nearMapSvg({ centre, places: [], label: "x" })).not.toContain("#dbeafe");
  });
});
