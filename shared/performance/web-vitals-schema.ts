// The Web Vitals beacon a sampled page view sends (web/lib/web-vitals/) and the Performance page's input:
// the Worker re-checks every beacon against this before counting it.
import "../forms/zod-setup";
import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { VITAL_MAX, VITAL_METRICS, VITALS_PERIODS } from "./web-vitals";
import { ROUTES, type RouteId } from "../routing/routes";

/** The routes a beacon may name: every public page's route id, and the 404 page. Never a path. */
export const VITALS_ROUTES: readonly string[] = [...(Object.keys(ROUTES) as RouteId[]).filter((id) => !("private" in ROUTES[id])), "notFound"];

const metric = z
  .object({ name: z.enum(VITAL_METRICS), value: z.number().finite().nonnegative() })
  .refine((entry) => entry.value <= VITAL_MAX[entry.name]);

export const vitalsBeacon = z.strictObject({
  route: z.enum(VITALS_ROUTES),
  locale: z.enum(LOCALES),
  metrics: z
    .array(metric)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((entries) => new Set(entries.map((entry) => entry.name)).size === entries.length),
});
export type VitalsBeacon = z.infer<typeof vitalsBeacon>;

/** The largest beacon body the Worker reads (a full beacon is about 200 bytes). */
export const VITALS_BEACON_MAX_BYTES = 1024;

export const vitalsSummaryInput = z.object({ days: z.literal([...VITALS_PERIODS]) });
