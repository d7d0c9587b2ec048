// POST /api/vitals: a sampled page view's Web Vitals (web/lib/web-vitals/), sent as it is hidden (a beacon:
// worker/http/api-guards.ts); counted in D1's daily histograms (what the Performance page reads) and, where
// a dataset is bound, written to Workers Analytics Engine as raw points as well. `admin.performance.*`
// reads them for the Performance tab: real visitors' Web Vitals at the 75th percentile.
import { VITALS_BEACON_MAX_BYTES, vitalsBeacon, type VitalsBeacon, vitalsSummaryInput } from "@shared/performance/web-vitals-schema";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { beaconRoute } from "../../http/api-guards";
import { recordVitals, vitalsSummary } from "./vitals-queries";
import { adminProcedure, router } from "../../trpc/init";

/** Raw points for Analytics Engine: the route as the index (its sampling key), one point per metric. */
function writeAnalytics(dataset: AnalyticsEngineDataset, beacon: VitalsBeacon): void {
  for (const { name, value } of beacon.metrics) {
    dataset.writeDataPoint({ indexes: [beacon.route], blobs: [beacon.route, beacon.locale, name], doubles: [value] });
  }
}

export const vitalsRoutes = beaconRoute(
  vitalsBeacon,
  { maxBytes: VITALS_BEACON_MAX_BYTES, bucket: "vitals", invalid: "invalidVitals" },
  async (c, beacon) => {
    await recordVitals(createDb(c.env.DB), beacon, clock.now());
    if (c.env.WEB_VITALS_ANALYTICS) writeAnalytics(c.env.WEB_VITALS_ANALYTICS, beacon);
  },
);

export const performanceRouter = router({
  /** Per route and language over the last 7 or 28 days (today's UTC day included). */
  summary: adminProcedure.input(vitalsSummaryInput).query(({ ctx, input }) => vitalsSummary(ctx.db, input.days, clock.now())),
});
