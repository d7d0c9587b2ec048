// POST /api/vitals: a sampled page view's Web Vitals (web/lib/web-vitals/), sent with navigator.sendBeacon
// as it is hidden. Same-origin, small, rate-limited per network and checked against the shared schema like
// any input; counted in D1's daily histograms (what the Performance page reads) and, where a dataset is
// bound, written to Workers Analytics Engine as raw points as well. Answers 204: nobody reads the answer.
import { Hono } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import { VITALS_BEACON_MAX_BYTES, vitalsBeacon, type VitalsBeacon } from "@shared/performance/web-vitals-schema";
import * as clock from "@shared/time/clock";
import { createDb } from "../../db/client";
import { requireSameOrigin } from "../../http/api-guards";
import { limitBody } from "../../http/body-limit";
import { refuse } from "../../http/error-envelope";
import { rateLimitRoute } from "../../rate-limit/rate-limit";
import { recordVitals } from "./vitals-queries";

export const vitalsRoutes = new Hono<{ Bindings: Env }>();

function parseBeacon(text: string): VitalsBeacon | null {
  try {
    const parsed = vitalsBeacon.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Raw points for Analytics Engine: the route as the index (its sampling key), one point per metric. */
function writeAnalytics(dataset: AnalyticsEngineDataset, beacon: VitalsBeacon): void {
  for (const { name, value } of beacon.metrics) {
    dataset.writeDataPoint({ indexes: [beacon.route], blobs: [beacon.route, beacon.locale, name], doubles: [value] });
  }
}

vitalsRoutes.post(
  "/",
  requireSameOrigin,
  limitBody({ maxSize: VITALS_BEACON_MAX_BYTES, onError: (c) => refuse(c, "PAYLOAD_TOO_LARGE", apiMessages, "tooLarge") }),
  rateLimitRoute("vitals"),
  async (c) => {
    const beacon = parseBeacon(await c.req.text());
    if (!beacon) return refuse(c, "BAD_REQUEST", apiMessages, "invalidVitals");
    await recordVitals(createDb(c.env.DB), beacon, clock.now());
    if (c.env.WEB_VITALS_ANALYTICS) writeAnalytics(c.env.WEB_VITALS_ANALYTICS, beacon);
    return c.body(null, 204);
  },
);
