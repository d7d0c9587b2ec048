// The Web Vitals reporter, loaded by schedule-vitals.ts on sampled page views: collects LCP, INP, CLS and
// TTFB as the web-vitals library reports them and sends what it has in a beacon each time the page is
// hidden (the last moment a page is sure to get), and any figure settled while hidden right after. A metric is sent once per page view, for the page the
// visitor landed on (by its route's id, never its address); staff and private pages send nothing.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { localeOfPath, pathWithoutLocale } from "@shared/i18n/locales";
import { VITALS_BEACON_PATH, VITALS_REPORTER_MARK, type VitalMetric } from "@shared/performance/web-vitals";
import type { VitalsBeacon } from "@shared/performance/web-vitals-schema";
import { ROUTES, matchRoute } from "@shared/routing/routes";

/** The landing page's route id as the beacon names it, or null for a page that reports nothing. */
function landingRoute(pathname: string): string | null {
  const id = matchRoute(pathWithoutLocale(pathname))?.id;
  if (!id) return "notFound";
  return "private" in ROUTES[id] ? null : id;
}

export function reportVitals(pathname: string): void {
  const route = landingRoute(pathname);
  if (!route) return;
  const locale = localeOfPath(pathname);
  const pending = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  const flush = () => {
    if (pending.size === 0) return;
    const beacon: VitalsBeacon = { route, locale, metrics: [...pending].map(([name, value]) => ({ name, value })) };
    if (navigator.sendBeacon(VITALS_BEACON_PATH, JSON.stringify(beacon))) {
      for (const name of pending.keys()) sent.add(name);
      pending.clear();
    }
  };
  // A figure the library settles while the page is already hidden (LCP, on that same change) goes at once.
  const keep = ({ name, value }: Metric) => {
    if (name === "FCP" || sent.has(name)) return;
    pending.set(name, value);
    if (document.visibilityState === "hidden") flush();
  };
  // A performance mark: reporting is on for this view (devtools, browser tests).
  performance.mark(VITALS_REPORTER_MARK);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
