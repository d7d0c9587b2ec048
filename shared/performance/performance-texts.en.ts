// Strings of the admin Performance tab: real visitors' Web Vitals (English; the default locale).

const texts = {
  tab: "Performance",
  heading: "Performance",
  intro:
    "What real visitors get: a sampled tenth of page views (never from visitors who ask not to be tracked) report these measures. Each figure is the 75th percentile: three views in four were at least this fast.",
  periodLabel: "Period",
  period7: "Last 7 days",
  period28: "Last 28 days",
  tableCaption: "75th percentile per page and language, {days} days",
  routeColumn: "Page",
  languageColumn: "Language",
  viewsColumn: "Views",
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  TTFB: "Time to First Byte",
  milliseconds: "{value} ms",
  seconds: "{value} s",
  good: "Good",
  needsImprovement: "Needs improvement",
  poor: "Poor",
  noFigure: "No data",
  over: "over {value}",
  thresholds: "Good at the 75th percentile: LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1, TTFB ≤ 0.8 s.",
  empty: "No measurements in this period yet.",
  notFoundRoute: "Page not found (404)",
} as const;

export default texts;
