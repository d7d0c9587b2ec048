// Real visitors' Web Vitals, measured without costing the page: on a sampled share of page views, and
// never for a visitor who asks not to be tracked (Do Not Track, Global Privacy Control), the reporter is
// fetched a few seconds after the load event, in an idle moment. The metrics it reads are buffered by the
// browser from the start, so loading it late loses nothing.
import { VITALS_REPORTER_DELAY_MS, VITALS_SAMPLE_RATE } from "@shared/performance/web-vitals";

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean };

export function scheduleVitals(): void {
  const { doNotTrack, globalPrivacyControl } = navigator as PrivacyNavigator;
  if (doNotTrack === "1" || globalPrivacyControl === true || Math.random() >= VITALS_SAMPLE_RATE) return;
  // The page landed on, before any move within the app.
  const landing = window.location.pathname;
  afterLoad(() => void import("./report-vitals").then(({ reportVitals }) => reportVitals(landing)), VITALS_REPORTER_DELAY_MS);
}

// Work that must never compete with the first view (the service worker, the Web Vitals reporter): run
// once the page has loaded, `delayMs` later, in an idle moment (Safari has no requestIdleCallback).
export function afterLoad(task: () => void, delayMs = 0): void {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(task) : setTimeout(task, 1));
  const start = () => setTimeout(idle, delayMs);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
