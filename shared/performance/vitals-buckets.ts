// The histogram buckets Web Vitals are counted in (D1 keeps counts per UTC day, route, language, metric
// and bucket: never a visitor, a page's address or a finer time) and the 75th percentile read back from
// them. Kept apart from web-vitals.ts, whose constants the entry's sampling reads, so these tables are
// built only where beacons are counted or shown.
import { VITAL_THRESHOLDS, type VitalMetric } from "./web-vitals";

/**
 * Bucket edges, as (up to, step) runs over a metric's value in its unit (CLS in thousandths): fine where
 * the thresholds lie, coarser beyond. A value falls in the first bucket whose upper edge is at or above
 * it; past the last edge it counts in one overflow bucket.
 */
const MS_RUNS: readonly (readonly [upTo: number, step: number])[] = [
  [500, 10],
  [2000, 50],
  [10_000, 250],
  [60_000, 2500],
];
const CLS_RUNS: readonly (readonly [upTo: number, step: number])[] = [
  [500, 10],
  [2000, 50],
  [10_000, 500],
];
const CLS_SCALE = 1000;

function upperEdges(runs: typeof MS_RUNS): number[] {
  const edges: number[] = [];
  let at = 0;
  for (const [upTo, step] of runs) {
    for (at += step; at <= upTo; at += step) edges.push(at);
    at -= step;
  }
  return edges;
}

const EDGES: Record<VitalMetric, readonly number[]> = {
  LCP: upperEdges(MS_RUNS),
  INP: upperEdges(MS_RUNS),
  TTFB: upperEdges(MS_RUNS),
  CLS: upperEdges(CLS_RUNS),
};
const scaleOf = (metric: VitalMetric) => (metric === "CLS" ? CLS_SCALE : 1);

/** The bucket a value counts in: an index into the metric's edges, or their count for the overflow bucket. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  // Rounded to a thousandth of the unit, so 0.07 × 1000 lands on 70, not just above it.
  const scaled = Math.round(value * scaleOf(metric) * 1000) / 1000;
  const edges = EDGES[metric];
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (edges[mid]! >= scaled) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** A bucket's upper edge in the metric's unit; the overflow bucket answers the last edge and `over`. */
export function bucketUpperEdge(metric: VitalMetric, bucket: number): { value: number; over: boolean } {
  const edges = EDGES[metric];
  const over = bucket >= edges.length;
  return { value: edges[Math.min(bucket, edges.length - 1)]! / scaleOf(metric), over };
}

/**
 * The 75th percentile of a histogram (bucket → count), as its bucket's upper edge: "75 % of views were
 * at or below this". Null when there are no views.
 */
export function p75(metric: VitalMetric, histogram: ReadonlyMap<number, number>): { value: number; over: boolean; views: number } | null {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const views = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (views === 0) return null;
  const rank = Math.ceil(views * 0.75);
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= rank) return { ...bucketUpperEdge(metric, bucket), views };
  }
  return null;
}

export type VitalRating = "good" | "needsImprovement" | "poor";

/** Good, needs improvement or poor, by the metric's thresholds. */
export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needsImprovement" : "poor";
}
