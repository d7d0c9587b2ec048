// Listings at scale: the public listings answers (home, a list, a detail, a city, a search) measured
// with the 110-listing catalogue and again with 10,000 community listings added (the Workers tests'
// fixture, tests/worker/community-fixture.ts), each on its own fresh server. For each: latency p50/p99
// and throughput under a fixed number of requests, the ratio of the two sizes (the goal: within
// 1.5×), and the rows D1 read for one answer (the Worker reports D1's rows_read as X-D1-Rows-Read
// outside production). Run under `node --import ./worker/cli/resolve-ts.mjs` (the shared TypeScript).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { allCities } from "../../shared/places/provinces.ts";
import { provinceOf } from "../../shared/places/city-provinces.ts";
import { citySlug } from "../../shared/rules/slug.ts";
import { PAGE_SIZE } from "../../shared/rules/pages.ts";
import { communityFixtureSql } from "../worker/community-fixture.ts";
import { measure } from "./load-bench.mjs";
import { count, machine, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "content-bench";
export const FIXTURE = 10_000;
/** How much slower an answer may get with 10,000 more listings. */
export const RATIO_GOAL = 1.5;
/** The most rows one answer may read: a page of cards through an index, plus counters. */
export const ROWS_READ_LIMIT = 3 * PAGE_SIZE + 70;

const trpc = (path, input) => `/api/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

export const ENDPOINTS = [
  { label: "home `listings.home`", path: trpc("listings.home") },
  { label: "list `listings.list` {type: shop}", path: trpc("listings.list", { type: "shop" }) },
  { label: "list page 2 `listings.list` {type: shop, page: 2}", path: trpc("listings.list", { type: "shop", page: 2 }) },
  { label: "detail `listings.get` (Tallow & Fern)", path: trpc("listings.get", { type: "gem", city: "vancouver", slug: "tallow-and-fern" }) },
  { label: "city `listings.city` {city: Toronto}", path: trpc("listings.city", { city: "Toronto" }) },
  { label: "search `listings.search` {q: coffee}", path: trpc("listings.search", { q: "coffee" }), search: true },
  { label: "search `listings.search` {q: kensing}", path: trpc("listings.search", { q: "kensing" }), search: true },
  { label: "list HTML `GET /shop`", path: "/shop", html: true },
];

function fixtureFile() {
  const cities = allCities.map((name) => ({ name, slug: citySlug(name), province: provinceOf(name) }));
  const dir = mkdtempSync(join(tmpdir(), "local-hype-fixture-"));
  const file = join(dir, "fixture.sql");
  writeFileSync(file, `${communityFixtureSql(FIXTURE, cities).join(";\n")};\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function rowsRead(origin, path) {
  const res = await fetch(`${origin}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
  return Number(res.headers.get("x-d1-rows-read"));
}

/** Measures every endpoint on a fresh server with `listings` listings. */
async function measureSize({ startServer, port, size, fixtureSql, requests, connections, log }) {
  const server = await startServer({ port, state: ".wrangler/bench-content-state", fixtureSql });
  const rows = [];
  try {
    for (const endpoint of ENDPOINTS) {
      const url = `${server.origin}${endpoint.path}`;
      const headers = endpoint.html ? { accept: "text/html" } : {};
      await autocannon({ url, headers, connections: 5, amount: 50 });
      const read = await rowsRead(server.origin, endpoint.path);
      const figures = await measure(server, { url, headers, connections, amount: requests });
      log(`content ${endpoint.label} @ ${count(size)}: p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${Math.round(figures.rps)} req/s, ${read} rows read`);
      rows.push({ ...endpoint, size, rowsRead: read, ...figures });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

export async function runContent({ startServer, port, requests = 400, connections = 10, log = console.log }) {
  const small = await measureSize({ startServer, port, size: 110, requests, connections, log });
  const fixture = fixtureFile();
  try {
    const large = await measureSize({ startServer, port, size: 110 + FIXTURE, fixtureSql: fixture.file, requests, connections, log });
    return { small, large };
  } finally {
    fixture.remove();
  }
}

/** What should fail the bench: an answer that reads more than a page's worth of rows, or any error. */
export function contentProblems({ small, large }) {
  const problems = [];
  for (const row of [...small, ...large]) {
    if (row.errors + row.non2xx > 0) problems.push(`${row.label} @ ${row.size}: ${row.errors} errors, ${row.non2xx} non-2xx.`);
    if (!row.search && row.rowsRead > ROWS_READ_LIMIT) problems.push(`${row.label} @ ${row.size} read ${row.rowsRead} rows (limit ${ROWS_READ_LIMIT}).`);
  }
  return problems;
}

const ratio = (a, b) => (a > 0 ? b / a : 1);

export function contentSection({ small, large }, previousText, startedAt, requests, connections) {
  const previous = previousFigures(previousText, 1);
  const lines = small.map((s, i) => {
    const l = large[i];
    const r = ratio(s.p50, l.p50);
    const verdict = r <= RATIO_GOAL ? "within" : "**over**";
    const cell = (header, text) => withPrevious(text, previousValue(previous, s.label, header));
    return `| ${s.label} | ${cell("p50 ms @110", String(s.p50))} | ${cell("p50 ms @10,110", String(l.p50))} | ${r.toFixed(2)}× (${verdict}) | ${cell("p99 ms @10,110", String(l.p99))} | ${cell("req/s @10,110", count(l.rps))} | ${s.rowsRead} → ${l.rowsRead} |`;
  });
  const search = large.filter((row) => row.search);
  return [
    "## Listings at 10,000 (`npm run bench`, `BENCH_ONLY=content`)",
    "",
    `Measured ${startedAt} by \`tests/bench/content-bench.mjs\`: each answer ${count(requests)} times over ${connections}`,
    "connections (after 50 uncounted warm-up requests) on a fresh server with the 110 catalogue listings, then",
    `on another with ${count(FIXTURE)} published community listings added (\`tests/worker/community-fixture.ts\`,`,
    "spread over the 65 cities and the four types). Latency is as autocannon sees it on loopback; the",
    `ratio is p50 at 10,110 over p50 at 110 (goal: within ${RATIO_GOAL}×). **Rows read** is D1's \`rows_read\` for one`,
    "answer (`X-D1-Rows-Read`), at 110 → at 10,110: lists, city, home and detail read a page's worth whatever",
    `the size (the bench fails above ${ROWS_READ_LIMIT}); search ranks every match with bm25, so it reads in`,
    "proportion to the matches, not to the listings.",
    `Machine: ${machine()}.`,
    previous.measuredAt ? `In brackets: the previous run's figure (measured ${previous.measuredAt}).` : "",
    "",
    "| answer | p50 ms @110 | p50 ms @10,110 | ratio | p99 ms @10,110 | req/s @10,110 | rows read |",
    "|---|--:|--:|--:|--:|--:|--:|",
    ...lines,
    "",
    `Search at ${count(110 + FIXTURE)} listings: ${search.map((row) => `\`${JSON.parse(decodeURIComponent(row.path.split("input=")[1])).q}\` p50 ${row.p50} ms, p99 ${row.p99} ms`).join("; ")}.`,
  ].join("\n");
}
