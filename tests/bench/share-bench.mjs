// Share images (`GET /og/<page>.png`): what a cache miss costs the Worker, against the trivial route in
// the same run. Every request of the miss run names another page (the listings' detail pages from the
// sitemap, in English and French), so each one is drawn; the hit run asks for the same images again.
// Requests go one at a time, so the server's CPU time over a run (read from /proc: workerd's, which
// includes D1's SQLite and the Cache API) divided by its requests is the cost of one answer. The first
// image an isolate draws also starts the two WebAssembly engines: it is timed apart, before the runs.
import { machine, median, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "share-bench";

/** The goal: a miss under 100 ms of Worker CPU. */
const MISS_GOAL_MS = 100;

async function pagePaths(origin, count) {
  const xml = await (await fetch(`${origin}/sitemap-listings.xml`)).text();
  // The sitemap names every listing's page in both languages.
  const paths = [...new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname))];
  if (paths.length < count + 1) throw new Error(`The sitemap lists ${paths.length} listing pages; the share bench needs ${count + 1}.`);
  return paths.slice(0, count + 1);
}

/** Sequential requests; the server's CPU per answer and each answer's wall time. */
async function sequence(server, urls, expectedType) {
  const before = server.cpu();
  const times = [];
  let failed = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok || !res.headers.get("content-type")?.startsWith(expectedType)) failed++;
  }
  const after = server.cpu();
  const cpuMs = before && after ? ((after.workerd - before.workerd) * 1000) / urls.length : null;
  return { requests: urls.length, cpuMs, p50: median(times), max: Math.max(...times), failed };
}

export async function runShare({ server, count = 60, log = console.log }) {
  const { origin } = server;
  const version = /<meta property="og:image" content="[^"]*\?v=(\d+)"/.exec(await (await fetch(`${origin}/`)).text())?.[1];
  if (!version) throw new Error("The home page names no share image.");
  const [first, ...pages] = await pagePaths(origin, count);
  const image = (path) => `${origin}/og${path}.png?v=${version}`;
  const t0 = performance.now();
  const cold = await fetch(image(first));
  await cold.arrayBuffer();
  const coldMs = performance.now() - t0;
  const robots = await sequence(
    server,
    pages.map(() => `${origin}/robots.txt`),
    "text/plain",
  );
  const miss = await sequence(server, pages.map(image), "image/png");
  const hit = await sequence(server, pages.map(image), "image/png");
  const robotsAfter = await sequence(
    server,
    pages.map(() => `${origin}/robots.txt`),
    "text/plain",
  );
  const robotsCpuMs = robots.cpuMs === null || robotsAfter.cpuMs === null ? null : (robots.cpuMs + robotsAfter.cpuMs) / 2;
  const bytes = (await (await fetch(image(pages[0]))).arrayBuffer()).byteLength;
  const result = { count: pages.length, coldMs, miss, hit, robots: { ...robots, cpuMs: robotsCpuMs }, bytes };
  log(
    `share images: miss ${miss.cpuMs?.toFixed(1)} ms CPU (p50 ${miss.p50.toFixed(0)} ms), hit ${hit.cpuMs?.toFixed(2)} ms CPU, robots ${robotsCpuMs?.toFixed(2)} ms CPU, cold ${coldMs.toFixed(0)} ms`,
  );
  return result;
}

/** What must hold for the bench to pass; an empty list means it does. */
export function shareProblems(result) {
  const problems = [];
  for (const [name, run] of [
    ["miss", result.miss],
    ["hit", result.hit],
    ["robots", result.robots],
  ]) {
    if (run.failed > 0) problems.push(`share images: ${run.failed} of ${run.requests} ${name} requests failed`);
  }
  return problems;
}

const ms = (value, digits = 1) => (value === null ? "–" : `${value.toFixed(digits)} ms`);
const ratio = (value, reference) => (value === null || !reference ? "–" : `${(value / reference).toFixed(1)}×`);

export function shareSection(result, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  const { miss, hit, robots } = result;
  const rows = [
    ["a miss (drawn: page queries, satori, resvg, Cache API put)", ms(miss.cpuMs), ratio(miss.cpuMs, robots.cpuMs), `${miss.p50.toFixed(0)} ms`],
    ["a hit (the Cache API's copy)", ms(hit.cpuMs, 2), ratio(hit.cpuMs, robots.cpuMs), `${hit.p50.toFixed(0)} ms`],
    ["`/robots.txt` (reference)", ms(robots.cpuMs, 2), "1.0×", `${robots.p50.toFixed(0)} ms`],
  ];
  const verdict = miss.cpuMs === null ? "not measured" : miss.cpuMs < MISS_GOAL_MS ? "within" : "**over**";
  return [
    "## Share images: a miss against the trivial route (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/share-bench.mjs\`) against the production build in`,
    `local workerd (Miniflare directly, the server of the load figures): ${result.count} share images of listing pages`,
    "(English and French, each a different page, so every request of the miss run is drawn), one request at a time,",
    "then the same images again (hits), with `/robots.txt` before and after as the reference.",
    `Machine: ${machine()}.`,
    "**CPU** is the workerd process's CPU time over the run (from `/proc`, 10 ms ticks) ÷ its requests: the",
    "Worker's own work plus D1's SQLite and the Cache API, an upper bound of the Worker's CPU time.",
    `The first image of the isolate (which also starts the WebAssembly engines) took ${result.coldMs.toFixed(0)} ms of wall time; an image is about ${Math.round(result.bytes / 1024)} KB.`,
    `Goal: a miss under ${MISS_GOAL_MS} ms of Worker CPU — ${verdict} it.`,
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous share image figures in this file: nothing to compare against yet.",
    "",
    "| request | workerd CPU per request | ÷ robots | wall p50 |",
    "|---|--:|--:|--:|",
    ...rows.map(
      ([name, cpu, times, p50]) =>
        `| ${name} | ${withPrevious(cpu, previousValue(previous, name, "workerd CPU per request"))} | ${withPrevious(times, previousValue(previous, name, "÷ robots"))} | ${withPrevious(p50, previousValue(previous, name, "wall p50"))} |`,
    ),
  ].join("\n");
}
