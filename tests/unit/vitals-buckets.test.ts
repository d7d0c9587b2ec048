// The Web Vitals histogram: values land in the right bucket, the 75th percentile reads back as its
// bucket's upper edge, and ratings follow the "good" thresholds.
import { describe, expect, it } from "vitest";
import { bucketUpperEdge, p75, vitalBucket, vitalRating } from "@shared/performance/vitals-buckets";

describe("Web Vitals buckets", () => {
  it("are 10 ms wide up to 500 ms, 50 ms to 2 s, 250 ms to 10 s, 2.5 s to 60 s, then one overflow bucket", () => {
    expect(bucketUpperEdge("INP", vitalBucket("INP", 0)).value).toBe(10);
    expect(bucketUpperEdge("INP", vitalBucket("INP", 200)).value).toBe(200);
    expect(bucketUpperEdge("INP", vitalBucket("INP", 200.5)).value).toBe(210);
    expect(bucketUpperEdge("LCP", vitalBucket("LCP", 2480)).value).toBe(2500);
    expect(bucketUpperEdge("LCP", vitalBucket("LCP", 2501)).value).toBe(2750);
    expect(bucketUpperEdge("TTFB", vitalBucket("TTFB", 59_000)).value).toBe(60_000);
    expect(bucketUpperEdge("TTFB", vitalBucket("TTFB", 61_000))).toEqual({ value: 60_000, over: true });
  });

  it("count CLS in hundredths, 0.07 landing on 0.07 (not above it)", () => {
    expect(bucketUpperEdge("CLS", vitalBucket("CLS", 0.07)).value).toBe(0.07);
    expect(bucketUpperEdge("CLS", vitalBucket("CLS", 0.1)).value).toBe(0.1);
    expect(bucketUpperEdge("CLS", vitalBucket("CLS", 0.101)).value).toBe(0.11);
    expect(bucketUpperEdge("CLS", vitalBucket("CLS", 1.23)).value).toBe(1.25);
  });
});

describe("p75", () => {
  it("is the upper edge of the bucket holding the view at 75 %", () => {
    const histogram = new Map([
      [vitalBucket("LCP", 900), 3],
      [vitalBucket("LCP", 3000), 1],
    ]);
    expect(p75("LCP", histogram)).toEqual({ value: 900, over: false, views: 4 });
    histogram.set(vitalBucket("LCP", 3000), 2);
    expect(p75("LCP", histogram)).toEqual({ value: 3000, over: false, views: 5 });
  });

  it("is null without views", () => {
    expect(p75("INP", new Map())).toBeNull();
  });
});

describe("ratings", () => {
  it.each([
    ["LCP", 2500, "good"],
    ["LCP", 2750, "needsImprovement"],
    ["LCP", 4250, "poor"],
    ["INP", 200, "good"],
    ["INP", 500, "needsImprovement"],
    ["CLS", 0.1, "good"],
    ["CLS", 0.25, "needsImprovement"],
    ["CLS", 0.26, "poor"],
    ["TTFB", 800, "good"],
    ["TTFB", 1900, "poor"],
  ] as const)("%s at %d is %s", (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });
});
