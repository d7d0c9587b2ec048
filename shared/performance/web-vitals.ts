// Real visitors' Web Vitals: which metrics are kept, their "good" thresholds, how often a page view
// reports and where. The reporter (web/lib/web-vitals/), the beacon's schema, the Worker and the admin
// Performance page all read this; the histogram buckets are in vitals-buckets.ts.

/** The metrics reported, in the order the Performance page shows them. */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Good up to the first figure, poor beyond the second (web.dev's thresholds, read at the 75th percentile).
 * Milliseconds, except CLS (a unitless score).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** The largest value a beacon may carry for a metric: beyond it the beacon is refused as invalid. */
export const VITAL_MAX: Record<VitalMetric, number> = { LCP: 600_000, INP: 600_000, CLS: 100, TTFB: 600_000 };

/** Where beacons are posted (navigator.sendBeacon). */
export const VITALS_BEACON_PATH = "/api/vitals";

/** The share of page views that load the reporter and send a beacon. */
export const VITALS_SAMPLE_RATE = 0.1;
/** How long after the load event the reporter is fetched (then in an idle moment): off the page's load. */
export const VITALS_REPORTER_DELAY_MS = 3000;
/** The performance mark the reporter sets once it runs. */
export const VITALS_REPORTER_MARK = "local-hype:vitals-reporter";
/** The Performance page's periods, in days. */
export const VITALS_PERIODS = [7, 28] as const;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];
/** Daily rows older than this are deleted by the retention job. */
export const VITALS_RETENTION_DAYS = 90;
