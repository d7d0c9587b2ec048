// Lighthouse (its Node API) in Debian's Chromium against the production build on loopback: the public
// pages in the mobile and desktop presets, several runs each, the median reported per page and preset.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";
import { createRequire } from "node:module";
import { execFileSync } from "node:child_process";
import { count, machine, median, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "lighthouse-bench";

const LIGHTHOUSE_VERSION = createRequire(import.meta.url)("lighthouse/package.json").version;

// The flags the e2e tests use for this Chromium on these machines: without the networking ones it
// keeps trying to reach Google hosts, which adds noise to every trace.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const PRESETS = {
  // Lighthouse's default config is its mobile preset.
  mobile: undefined,
  desktop: desktopConfig,
};

const FLAGS = {
  output: "json",
  logLevel: "error",
  // The four categories the doc reports. Lighthouse 13 also runs "agentic-browsing" by default, and the
  // full-page screenshot only decorates the HTML report: leaving both out saves about a third of each
  // run (≈ 9.5 s → 6.3 s here) without changing any reported figure, which is what lets 3 runs of every
  // page and preset fit in the 10-minute budget.
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  disableFullPageScreenshot: true,
};

const pathInput = (input) => encodeURIComponent(JSON.stringify(input));

/**
 * The pages to measure. Detail pages are the first listing of each type as the API lists them, so the
 * bench follows the catalogue instead of hard-coding slugs that may change; the row label names the
 * type, so figures stay comparable across runs even if the chosen listing changes.
 */
export async function pagesToMeasure(origin) {
  const details = [];
  for (const type of ["story", "event", "gem", "shop"]) {
    const res = await fetch(`${origin}/api/trpc/listings.list?input=${pathInput({ type })}`);
    if (!res.ok) throw new Error(`listings.list(${type}) answered ${res.status}`);
    const [first] = (await res.json()).result.data.items;
    if (!first) throw new Error(`listings.list(${type}) is empty: no detail page to measure`);
    details.push({ label: `${type} detail`, path: first.path });
  }
  // French twins: the home, a Montreal story with its French text, the Montreal voting page.
  const montreal = await fetch(`${origin}/api/trpc/listings.list?input=${pathInput({ type: "story", city: "Montreal" })}`);
  const [montrealStory] = (await montreal.json()).result.data.items;
  if (!montrealStory) throw new Error("listings.list(story, Montreal) is empty: no French detail page to measure");
  return [
    { label: "home", path: "/" },
    { label: "stories", path: "/stories" },
    ...details,
    { label: "city", path: "/city/Toronto" },
    { label: "coffee city", path: "/best-coffee-shops/toronto" },
    { label: "submit", path: "/submit" },
    { label: "home (fr)", path: "/fr" },
    { label: "story detail (fr)", path: `/fr${montrealStory.path}` },
    { label: "coffee city Montréal (fr)", path: "/fr/best-coffee-shops/montreal" },
  ];
}

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** Where the failing requests and console errors of an audit came from: "host (net::ERR_…)". */
function failureSources(audit) {
  const sources = new Set();
  for (const item of audit.details?.items ?? []) {
    const url = item.sourceLocation?.url ?? item.url ?? item.source?.url;
    let host = "inline";
    try {
      if (url) host = new URL(url).host || url;
    } catch {
      host = String(url).slice(0, 60);
    }
    const reason = /net::[A-Z_]+/.exec(String(item.description ?? ""))?.[0];
    sources.add(reason ? `${host} (${reason})` : host);
  }
  return [...sources];
}

const CATEGORIES = { "best-practices": "best practices", accessibility: "accessibility", seo: "SEO" };

/** The scored audits of a category that did not pass in this run. */
const failedIn = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({ category, id: audit.id, sources: category === "best-practices" ? failureSources(audit) : [] }));

/** The figures of one Lighthouse run, or its runtime error. */
function summarise(lhr) {
  const failedAudits = Object.keys(CATEGORIES).flatMap((category) => failedIn(lhr, category));
  const failedBestPractices = failedAudits.filter((audit) => audit.category === "best-practices");
  return {
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    bytes: numeric(lhr, "total-byte-weight"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits,
    failedBestPractices,
    settings: lhr.configSettings,
  };
}

/**
 * Runs `runs` Lighthouse passes over every page and preset in ONE Chrome (a launch per run would add
 * seconds each). Passes are interleaved — all pages once, then again — so a burst of load from another
 * session on this shared machine spreads over many pages instead of spoiling all runs of one.
 */
export async function runLighthouse({ origin, runs = 3, labels, log = console.log }) {
  const pages = (await pagesToMeasure(origin)).filter((page) => !labels || labels.includes(page.label));
  if (pages.length === 0) throw new Error(`No page is labelled ${labels.join(" or ")}`);
  // Warm the server: the first request to each route compiles code in workerd, which is not what a
  // visitor of a running site waits for.
  for (const page of pages) await (await fetch(origin + page.path)).arrayBuffer();

  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const results = new Map(pages.flatMap((page) => Object.keys(PRESETS).map((preset) => [`${page.label}|${preset}`, []])));
  const retries = [];
  const started = Date.now();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        for (const [preset, config] of Object.entries(PRESETS)) {
          const t0 = Date.now();
          let figures = summarise((await lighthouse(origin + page.path, { ...FLAGS, port: chrome.port }, config)).lhr);
          // Now and then a trace comes back without its navigation start (NO_NAVSTART, "Please run
          // Lighthouse again"): a flake of tracing, not of the page. One retry keeps the run count; a
          // second failure is reported as such.
          if (figures.error) {
            retries.push(`${page.path} (${preset}, run ${run}): ${figures.error.split(":")[0]}`);
            log(`lighthouse ${run}/${runs} ${preset} ${page.path}: ${figures.error}; retrying once`);
            figures = summarise((await lighthouse(origin + page.path, { ...FLAGS, port: chrome.port }, config)).lhr);
          }
          results.get(`${page.label}|${preset}`).push(figures);
          log(
            `lighthouse ${run}/${runs} ${preset.padEnd(7)} ${page.path}: ` +
              (figures.error ?? `perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms`) +
              ` (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return {
    pages,
    runs,
    results,
    retries,
    seconds: (Date.now() - started) / 1000,
    chrome: chromeVersion(chromePath),
  };
}

function chromeVersion(chromePath) {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return chromePath;
  }
}

const COLUMNS = [
  // [header, figure, format]
  ["perf", "performance", String],
  ["a11y", "accessibility", String],
  ["BP", "bestPractices", String],
  ["SEO", "seo", String],
  ["FCP ms", "fcp", (v) => count(v)],
  ["LCP ms", "lcp", (v) => count(v)],
  ["TBT ms", "tbt", (v) => count(v)],
  ["CLS", "cls", (v) => v.toFixed(3)],
  ["KiB", "bytes", (v) => (v / 1024).toFixed(1)],
];

function describePreset(settings) {
  const t = settings.throttling;
  const screen = settings.screenEmulation;
  return (
    `${screen.width}×${screen.height} @${screen.deviceScaleFactor}x, simulated ${t.rttMs} ms RTT and ` +
    `${(t.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU slowdown ${t.cpuSlowdownMultiplier}×`
  );
}

/** The Markdown of the Lighthouse section, each figure next to the previous run's. */
export function lighthouseSection({ pages, runs, results, retries, seconds, chrome }, previousText, startedAt) {
  const previous = previousFigures(previousText, 2);
  const rows = [];
  const failures = new Map(); // audit id → { pairs: Set, sources: Set }
  const errors = [];
  const presetSettings = {};
  const benchmarkIndexes = [];

  for (const page of pages) {
    for (const preset of Object.keys(PRESETS)) {
      const all = results.get(`${page.label}|${preset}`);
      const ok = all.filter((r) => !r.error);
      for (const r of all) if (r.error) errors.push(`${page.path} (${preset}): ${r.error}`);
      if (ok[0]) presetSettings[preset] ??= ok[0].settings;
      benchmarkIndexes.push(...ok.map((r) => r.benchmarkIndex));
      for (const r of ok) {
        for (const failed of r.failedAudits) {
          const id = `${failed.category}|${failed.id}`;
          const entry = failures.get(id) ?? { pairs: new Set(), sources: new Set() };
          entry.pairs.add(`${page.label}/${preset}`);
          for (const source of failed.sources) entry.sources.add(source);
          failures.set(id, entry);
        }
      }
      const key = `${page.label} / ${preset}`;
      const cells = COLUMNS.map(([header, figure, format]) => {
        const value = median(ok.map((r) => r[figure]));
        return withPrevious(value === null ? "–" : format(value), previousValue(previous, key, header));
      });
      const failedIds = [...new Set(ok.flatMap((r) => r.failedBestPractices.map((f) => f.id)))];
      rows.push(`| ${page.label} | ${preset} | ${cells.join(" | ")} | ${failedIds.join(", ") || "none"} |`);
    }
  }

  const runCount = pages.length * Object.keys(PRESETS).length * runs;
  const pairCount = pages.length * Object.keys(PRESETS).length;
  // Which pairs, when not nearly all: "failed on 2 of 18: submit/mobile, submit/desktop".
  const where = (pairs) => `${pairs.size} of ${pairCount} page/preset pairs` + (pairs.size <= 4 ? ` (${[...pairs].join(", ")})` : "");
  const failureLines = (category) =>
    [...failures]
      .filter(([id]) => id.startsWith(`${category}|`))
      .map(
        ([id, { pairs, sources }]) =>
          `- ${CATEGORIES[category]}: \`${id.split("|")[1]}\` failed in at least one run on ${where(pairs)}` +
          (sources.size ? `; from: ${[...sources].slice(0, 6).join(", ")}${sources.size > 6 ? ", …" : ""}` : ""),
      );

  return [
    "## Lighthouse: the public pages in Chromium (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/lighthouse-bench.mjs\`): Lighthouse ${LIGHTHOUSE_VERSION}`,
    `through its Node API in ${chrome} (headless, one browser for all runs) against the production build`,
    "in local workerd on loopback (Miniflare directly, `tests/bench/miniflare-server.mjs`, fresh state).",
    `Machine: ${machine()}.`,
    "",
    `Presets: **mobile** = Lighthouse's default (${presetSettings.mobile ? describePreset(presetSettings.mobile) : "–"});`,
    `**desktop** = its desktop preset (${presetSettings.desktop ? describePreset(presetSettings.desktop) : "–"}).`,
    `${runs} runs per page and preset (${runCount} runs, interleaved, cold cache each), ${Math.round(seconds)} s in all`,
    `(${(seconds / runCount).toFixed(1)} s a run). Each cell is the **median of the ${runs} runs for that figure** (so one`,
    "row may mix runs). Scores are 0–100; FCP, LCP and TBT are Lighthouse's simulated values (its model of",
    "the preset's network and CPU applied to the trace), CLS is unitless, KiB is the page load's total",
    "transfer size. Lighthouse's CPU benchmark index on this machine during the runs: median",
    `${count(median(benchmarkIndexes) ?? 0)} (higher is faster; a drop means the machine was busier).`,
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous Lighthouse figures in this file: nothing to compare against yet.",
    "",
    "Pages: " + pages.map((page) => `${page.label} \`${page.path}\``).join(", ") + ".",
    "",
    `| page | preset | ${COLUMNS.map(([header]) => header).join(" | ")} | BP audits failed |`,
    `|---|---|${COLUMNS.map(() => "--:").join("|")}|---|`,
    ...rows,
    "",
    "Scored audits that failed (best practices as measured: nothing is hidden or blocked for the bench):",
    "",
    ...Object.keys(CATEGORIES).flatMap(failureLines),
    ...(failures.size ? [] : ["- none"]),
    ...(retries.length ? ["", `Runs retried once after a Lighthouse error: ${retries.join("; ")}.`] : []),
    ...(errors.length ? ["", "Runs that failed twice (left out of the medians):", "", ...errors.map((e) => `- ${e}`)] : []),
  ].join("\n");
}
