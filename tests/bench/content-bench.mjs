// Listings at scale: the public listings answers (home, a list, a detail, a city, a search) measured
// with the 110-listing catalogue and again with 100,000 community listings added (the Workers tests'
// fixture, tests/worker/community-fixture.ts), on two fresh servers measured in alternating rounds. For
// each: latency p50/p99, throughput and server CPU per answer, the ratio of the two sizes (the goal:
// within 1.5×; a search ranked afresh within 2×), and the rows D1 read for one answer (the Worker reports D1's rows_read as X-D1-Rows-Read
// outside production). Run under `node --import ./worker/cli/resolve-ts.mjs` (the shared TypeScript).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { allCities } from "../../shared/places/provinces.ts";
import { provinceOf } from "../../shared/places/city-provinces.ts";
import { citySlug } from "../../shared/places/slug.ts";
import { PAGE_SIZE } from "../../shared/listings/paging.ts";
import { cityCentre } from "../../shared/places/city-bounds.ts";
import { geohash } from "../../shared/places/geohash.ts";
import { communityFixtureSql, FIXTURE_SUBMISSION_BASE } from "../worker/community-fixture.ts";
import { measure } from "./load-bench.mjs";
import { count, machine, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "content-bench";
export const FIXTURE = 100_000;
/** How much slower an answer may get with 100,000 more listings. */
export const RATIO_GOAL = 1.5;
/** How much slower a first ranking of a common word may get (decision 0161: it scores a bounded number of matches). */
export const RANKING_RATIO_GOAL = 2;
/** The most rows one answer may read: a page of cards through an index, plus counters. */
export const ROWS_READ_LIMIT = 3 * PAGE_SIZE + 70;

/**
 * The most rows a date window's answer may read: it walks the next-start index from the first event
 * still on (a window starting after now passes the events before it) and counts its events up to 51.
 */
export const WINDOW_ROWS_READ_LIMIT = 1000;

const trpc = (path, input) => `/api/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

export const ENDPOINTS = [
  { label: "home `listings.home`", path: trpc("listings.home") },
  { label: "list `listings.list` {type: shop}", path: trpc("listings.list", { type: "shop" }) },
  { label: "list page 2 `listings.list` {type: shop, page: 2}", path: trpc("listings.list", { type: "shop", page: 2 }) },
  { label: "events `listings.list` {type: event}", path: trpc("listings.list", { type: "event" }) },
  { label: "events `listings.list` {type: event, when: week}", path: trpc("listings.list", { type: "event", when: "week" }), window: true },
  // Monday to Friday, the weekend starts later than now: its walk passes the events before it.
  {
    label: "events `listings.list` {type: event, when: weekend}",
    path: trpc("listings.list", { type: "event", when: "weekend" }),
    window: true,
  },
  { label: "past events `listings.list` {type: event, when: past}", path: trpc("listings.list", { type: "event", when: "past" }) },
  { label: "detail `listings.get` (Tallow & Fern)", path: trpc("listings.get", { type: "gem", city: "vancouver", slug: "tallow-and-fern" }) },
  // The near list's read, the very read "Near me" makes (its POST runs the same nearPage; the GET is
  // repeatable): around Montréal's centre. At 100,110 the fixture's listings have points around their
  // cities' centres (fixturePointsSql), so the cells around Montréal hold about 1,500 more listings.
  { label: "near `listings.near` {Montréal centre}", path: trpc("listings.near", { lat: 45.5017, lon: -73.5673 }), near: true },
  { label: "city `listings.city` {city: Toronto}", path: trpc("listings.city", { city: "Toronto" }) },
  { label: "city tab `listings.city` {city: Toronto, type: gem}", path: trpc("listings.city", { city: "Toronto", type: "gem" }) },
  {
    label: "city events tab `listings.city` {city: Toronto, type: event, when: month}",
    path: trpc("listings.city", { city: "Toronto", type: "event", when: "month" }),
    window: true,
  },
  { label: "search `listings.search` {q: coffee}", path: trpc("listings.search", { q: "coffee" }), search: true },
  {
    label: "search `listings.search` {q: coffee}, ranked afresh each time",
    path: trpc("listings.search", { q: "coffee" }),
    headers: { "x-search-cache": "bypass" },
    search: true,
    afresh: true,
    goal: RANKING_RATIO_GOAL,
  },
  { label: "search `listings.search` {q: kensing}", path: trpc("listings.search", { q: "kensing" }), search: true },
  { label: "list HTML `GET /shop`", path: "/shop", html: true },
  { label: "events HTML `GET /events`", path: "/events", html: true },
  { label: "sitemap index `GET /sitemap.xml`", path: "/sitemap.xml" },
  // The catalogue's file on both sizes: the same rows, read as one range of ids among 110 or 100,110.
  { label: "sitemap file `GET /sitemap-listings.xml?page=1`", path: "/sitemap-listings.xml?page=1" },
];

/** Rows per UPDATE of the fixture's points (well under D1's statement length). */
const POINTS_PER_STATEMENT = 500;

/**
 * Points for the fixture's listings, in the bench's copy only (the Workers test's fixture keeps none, as
 * community listings published before points existed): listing `i` stands within about 15 km of its
 * city's centre, spread deterministically, with its geohash, so the near read walks cells as full as a
 * city of 1,500 listings would fill them.
 */
function fixturePointsSql(cities) {
  const rows = [];
  for (let i = 1; i <= FIXTURE; i++) {
    const centre = cityCentre(cities[i % cities.length].name);
    if (!centre) continue;
    const lat = Number((centre.lat + (((i * 7919) % 10007) / 10007 - 0.5) * 0.3).toFixed(5));
    const lon = Number((centre.lon + (((i * 104729) % 10009) / 10009 - 0.5) * 0.4).toFixed(5));
    rows.push(`(${100000 + FIXTURE_SUBMISSION_BASE + i}, ${lat}, ${lon}, '${geohash(lat, lon)}')`);
  }
  const statements = [];
  for (let start = 0; start < rows.length; start += POINTS_PER_STATEMENT) {
    const values = rows.slice(start, start + POINTS_PER_STATEMENT).join(", ");
    statements.push(
      `UPDATE listings SET lat = v.column2, lon = v.column3, geohash = v.column4 FROM (VALUES ${values}) AS v WHERE listings.id = v.column1`,
    );
  }
  return statements;
}

function fixtureFile() {
  const cities = allCities.map((name) => ({ name, slug: citySlug(name), province: provinceOf(name) }));
  const dir = mkdtempSync(join(tmpdir(), "local-hype-fixture-"));
  const file = join(dir, "fixture.sql");
  writeFileSync(file, `${[...communityFixtureSql(FIXTURE, cities), ...fixturePointsSql(cities)].join(";\n")};\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function rowsRead(origin, path, headers) {
  const res = await fetch(`${origin}${path}`, { headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
  return Number(res.headers.get("x-d1-rows-read"));
}

/** How many alternating rounds each answer gets at each size; the figures are the rounds' medians. */
export const ROUNDS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Both sizes on their own fresh servers, up at the same time, and measured in alternating rounds
 * (110 and 100,110, three times over, which goes first swapping each round) so that a change in the
 * machine's load between the two (it is shared) falls on both sides of a ratio alike. Per size and answer: the median of the rounds' p50,
 * p99 and throughput, the workerd CPU per answer, and the rows D1 read for one answer.
 */
export async function runContent({ startServer, port, requests = 400, connections = 10, log = console.log }) {
  const fixture = fixtureFile();
  const sizes = [
    { size: 110, state: ".wrangler/bench-content-state", port },
    { size: 110 + FIXTURE, state: ".wrangler/bench-content-large-state", port: port + 1, fixtureSql: fixture.file },
  ];
  const servers = [];
  try {
    for (const { state, port: serverPort, fixtureSql } of sizes) servers.push(await startServer({ port: serverPort, state, fixtureSql }));
    const perRound = Math.ceil(requests / ROUNDS);
    const small = [];
    const large = [];
    for (const endpoint of ENDPOINTS) {
      const headers = { ...(endpoint.html ? { accept: "text/html" } : {}), ...endpoint.headers };
      const url = (server) => `${server.origin}${endpoint.path}`;
      const rounds = servers.map(() => []);
      for (const server of servers) await autocannon({ url: url(server), headers, connections: 5, amount: 50 });
      for (let round = 0; round < ROUNDS; round++) {
        // Which size goes first swaps every round, so neither always follows the other's load.
        for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
          rounds[i].push(await measure(servers[i], { url: url(servers[i]), headers, connections, amount: perRound }));
        }
      }
      for (const [i, server] of servers.entries()) {
        const runs = rounds[i];
        const read = await rowsRead(server.origin, endpoint.path, headers);
        const cpu = runs.every((run) => run.workerdCpuMs !== null) ? median(runs.map((run) => run.workerdCpuMs)) : null;
        const row = {
          ...endpoint,
          size: sizes[i].size,
          rowsRead: read,
          p50: median(runs.map((run) => run.p50)),
          p99: median(runs.map((run) => run.p99)),
          rps: median(runs.map((run) => run.rps)),
          cpuMs: cpu,
          roundP50s: runs.map((run) => run.p50),
          errors: runs.reduce((sum, run) => sum + run.errors, 0),
          non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
        };
        log(
          `content ${endpoint.label} @ ${count(row.size)}: p50 ${row.p50} ms (rounds ${row.roundP50s.join(", ")}), p99 ${row.p99} ms, ${Math.round(row.rps)} req/s, ${cpu === null ? "?" : cpu.toFixed(2)} ms CPU, ${read} rows read`,
        );
        (i === 0 ? small : large).push(row);
      }
    }
    const seeding = { fixtureMs: servers[1].fixtureMs ?? 0, startMs: servers[1].startMs ?? 0 };
    log(
      `content seeding ${count(FIXTURE)} listings: ${Math.round(seeding.fixtureMs)} ms; server start with the Cron Trigger's runs: ${Math.round(seeding.startMs)} ms`,
    );
    return { small, large, seeding };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    fixture.remove();
  }
}

/**
 * What should fail the bench: an answer that reads more than a page's worth of rows, or any error. A
 * ranking afresh reads a bounded number of rows of its own (decision 0161); a date window is held to
 * WINDOW_ROWS_READ_LIMIT (decision 0174).
 */
export function contentProblems({ small, large }) {
  const problems = [];
  for (const row of [...small, ...large]) {
    if (row.errors + row.non2xx > 0) problems.push(`${row.label} @ ${row.size}: ${row.errors} errors, ${row.non2xx} non-2xx.`);
    const limit = row.window ? WINDOW_ROWS_READ_LIMIT : ROWS_READ_LIMIT;
    if (!row.afresh && row.rowsRead > limit) problems.push(`${row.label} @ ${row.size} read ${row.rowsRead} rows (limit ${limit}).`);
  }
  return problems;
}

const ratio = (a, b) => (a > 0 ? b / a : 1);

const LARGE = count(110 + FIXTURE);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function contentSection({ small, large, seeding }, previousText, startedAt, requests, connections) {
  const previous = previousFigures(previousText, 1);
  const cpu = (row) => (row.cpuMs === null ? "?" : row.cpuMs.toFixed(2));
  const lines = small.map((s, i) => {
    const l = large[i];
    const r = ratio(s.p50, l.p50);
    const verdict = r <= (s.goal ?? RATIO_GOAL) ? "within" : "**over**";
    const perRound = s.roundP50s.map((p50, round) => ratio(p50, l.roundP50s[round]));
    const spread = `${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)}`;
    const cell = (header, text) => withPrevious(text, previousValue(previous, s.label, header));
    return `| ${s.label} | ${cell("p50 ms @110", String(s.p50))} | ${cell("p50 ms @100,110", String(l.p50))} | ${r.toFixed(2)}× (${verdict}) | ${spread} | ${cpu(s)} → ${cpu(l)} | ${cell("p99 ms @100,110", String(l.p99))} | ${cell("req/s @100,110", count(l.rps))} | ${s.rowsRead} → ${l.rowsRead} |`;
  });
  const search = large.filter((row) => row.search);
  const nearRows = [small, large].map((rows) => rows.find((row) => row.near));
  return [
    `## Listings at ${count(FIXTURE)} (\`npm run bench\`, \`BENCH_ONLY=content\`)`,
    "",
    `Measured ${startedAt} by \`tests/bench/content-bench.mjs\` on two fresh servers up side by side: one with the`,
    `110 catalogue listings, one with ${count(FIXTURE)} published community listings added (\`tests/worker/community-fixture.ts\`,`,
    "spread over the 65 cities and the four types). Each answer gets 50 uncounted warm-up requests on each, then",
    `${ROUNDS} alternating rounds (110 and ${LARGE}, which goes first swapping each round) of ${count(Math.ceil(requests / ROUNDS))} requests over ${connections} connections, so a change`,
    "in the shared machine's load falls on both sides of a ratio alike. Figures are the medians of the rounds;",
    `latency is as autocannon sees it on loopback. The ratio is p50 at ${LARGE} over p50 at 110 (goal: within ${RATIO_GOAL}×;`,
    `a search ranked afresh within ${RANKING_RATIO_GOAL}×), with the per-round ratios beside it. **CPU** is the workerd process's CPU time per`,
    `answer, at 110 → at ${LARGE}: what the answer costs the server, free of queueing. **Rows read** is D1's \`rows_read\``,
    "for one answer (`X-D1-Rows-Read`): every answer reads a page's worth whatever the size (the bench fails above",
    `${ROWS_READ_LIMIT}) but a search ranked afresh. bm25 orders matches only by scoring all of them, so a first ranking`,
    "scores each tier's first 250 matches only and counts the rest up to 1,001 by id (decision 0161): its rows read",
    "stay the same however many listings match (a common word matches one listing in eight here). A date window",
    "(`when: week`, the weekend, a city's month) walks the next-start index and counts its events up to 51, then",
    `says "50+" (decision 0174): it is held to ${count(WINDOW_ROWS_READ_LIMIT)} rows. A ranking is kept per content version`,
    "(`worker/features/listings/search-queries.ts`), so a search asked again, or its next page, reads one page by",
    'id. The "ranked afresh" row sends `X-Search-Cache: bypass` (honoured outside production only) to measure the',
    "ranking itself: what the first search for a word after each change costs.",
    `Events: the fixture's ${count(FIXTURE / 4)} events are dated from 100 days before 2026-01-01 to 400 days after it, and the`,
    "events Cron Trigger computes their occurrences when the server starts (run again while any is due); lists read",
    "them through the next-occurrence index (`when` windows and `past` through the same index and `last_end_at`).",
    "The catalogue has fewer events than a page, so its rows are a partial page: compare the large side with the limit.",
    "Sitemaps: the index steps from one block of ids to the next (one primary-key step per file), and a file reads",
    "its block of ids as one range; the catalogue's file is measured on both sizes (the same 110 listings).",
    "Near: in the bench's copy each fixture listing has a point within about 15 km of its city's centre, so around",
    "Montréal's centre the cells hold about 1,500 more listings; the near read (\"Near me\"'s, repeatable as the GET",
    "`listings.near`) walks the `(status, geohash)` index over the cells around the point, widening until a page",
    "is held, then orders by exact distance (decision 0181).",
    `Seeding the ${count(FIXTURE)} listings took ${seconds(seeding.fixtureMs)} (\`wrangler d1 execute\`), and the server's start with`,
    `the Cron Trigger's runs ${seconds(seeding.startMs)}.`,
    `Machine: ${machine()}.`,
    previous.measuredAt ? `In brackets: the previous run's figure (measured ${previous.measuredAt}).` : "",
    "",
    "| answer | p50 ms @110 | p50 ms @100,110 | ratio | per round | CPU ms | p99 ms @100,110 | req/s @100,110 | rows read |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...lines,
    "",
    nearRows.every(Boolean)
      ? `Near me (${nearRows[0].label.replace(/^near /, "")}): at 110 p50 ${nearRows[0].p50} ms, ${nearRows[0].rowsRead} rows read; at ${LARGE} p50 ${nearRows[1].p50} ms, ${nearRows[1].rowsRead} rows read.`
      : "",
    `Search at ${count(110 + FIXTURE)} listings: ${search.map((row) => `${row.label.replace(/^search /, "")}: p50 ${row.p50} ms, p99 ${row.p99} ms`).join("; ")}.`,
  ].join("\n");
}
