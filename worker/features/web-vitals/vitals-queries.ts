// Web Vitals in D1: each beacon adds one to its metrics' buckets for the day (one statement), and the
// Performance page reads a period's histograms back and takes their 75th percentiles.
import { gte, sql } from "drizzle-orm";
import type { Locale } from "@shared/i18n/locales";
import { addDays, utcDay } from "@shared/time/zoned-time";
import { VITAL_METRICS, type VitalMetric } from "@shared/performance/web-vitals";
import { p75, vitalBucket, vitalRating, type VitalRating } from "@shared/performance/vitals-buckets";
import { VITALS_ROUTES, type VitalsBeacon } from "@shared/performance/web-vitals-schema";
import type { Db } from "../../db/client";
import { webVitalsDaily } from "../../db/schema";

export async function recordVitals(db: Db, beacon: VitalsBeacon, at: Date): Promise<void> {
  const day = utcDay(at.getTime());
  await db
    .insert(webVitalsDaily)
    .values(
      beacon.metrics.map(({ name, value }) => ({
        day,
        route: beacon.route,
        locale: beacon.locale,
        metric: name,
        bucket: vitalBucket(name, value),
        count: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [webVitalsDaily.day, webVitalsDaily.route, webVitalsDaily.locale, webVitalsDaily.metric, webVitalsDaily.bucket],
      set: { count: sql`${webVitalsDaily.count} + 1` },
    });
}

export interface VitalFigure {
  /** The 75th percentile, in the metric's unit (ms; CLS unitless), as its bucket's upper edge. */
  p75: number;
  /** Beyond the last bucket: "more than p75". */
  over: boolean;
  views: number;
  rating: VitalRating;
}

export interface RouteVitals {
  route: string;
  locale: Locale;
  metrics: Record<VitalMetric, VitalFigure | null>;
}

/** p75 per route and language over the `days` UTC days up to and including today's. */
export async function vitalsSummary(db: Db, days: number, today: Date): Promise<RouteVitals[]> {
  const since = addDays(utcDay(today.getTime()), 1 - days);
  const rows = await db
    .select({
      route: webVitalsDaily.route,
      locale: webVitalsDaily.locale,
      metric: webVitalsDaily.metric,
      bucket: webVitalsDaily.bucket,
      count: sql<number>`sum(${webVitalsDaily.count})`,
    })
    .from(webVitalsDaily)
    .where(gte(webVitalsDaily.day, since))
    .groupBy(webVitalsDaily.route, webVitalsDaily.locale, webVitalsDaily.metric, webVitalsDaily.bucket);

  const histograms = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const key = `${row.route}|${row.locale}|${row.metric}`;
    const histogram = histograms.get(key) ?? new Map<number, number>();
    histogram.set(row.bucket, row.count);
    histograms.set(key, histogram);
  }
  const pairs = [...new Set(rows.map((row) => `${row.route}|${row.locale}`))];
  const order = (route: string) => VITALS_ROUTES.indexOf(route);
  return pairs
    .map((pair): RouteVitals => {
      const [route, locale] = pair.split("|") as [string, Locale];
      const metrics = Object.fromEntries(
        VITAL_METRICS.map((metric) => {
          const figure = p75(metric, histograms.get(`${pair}|${metric}`) ?? new Map());
          return [
            metric,
            figure && { p75: figure.value, over: figure.over, views: figure.views, rating: figure.over ? "poor" : vitalRating(metric, figure.value) },
          ];
        }),
      ) as Record<VitalMetric, VitalFigure | null>;
      return { route, locale, metrics };
    })
    .sort((a, b) => order(a.route) - order(b.route) || a.locale.localeCompare(b.locale));
}
