// A listing's reviews at 10,000: `reviews.list` for one gem carrying 10,000 published reviews (the Workers
// tests' fixture, tests/worker/review-fixture.ts), its first page and a deep one (the 5,000th review on,
// by keyset) in the newest and the lowest-rated orders, against the trivial route (`/robots.txt`) on the
// same server in the same run. Per answer: the rows D1 read for one request (X-D1-Rows-Read, outside
// production), latency p50 and workerd CPU per request, each also as a ratio to the trivial route's.
// Run under `node --import ./worker/cli/resolve-ts.mjs` (the shared TypeScript).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogue } from "../../worker/db/seed/listings.ts";
import { FIXTURE_START_MS, reviewFixtureSql } from "../worker/review-fixture.ts";
import { measure } from "./load-bench.mjs";
import { count, machine, median, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "reviews-bench";
export const REVIEWS = 10_000;
/** The most rows one page may read, whatever the listing's count (the Workers test's bound). */
export const ROWS_READ_LIMIT = 40;
const DEEP = REVIEWS / 2;
const ROUNDS = 3;

const trpc = (path, input) => `/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/** The gem that carries the reviews: the catalogue's first (ids are fixed by the seed). */
const listing = catalogue.find((item) => item.type === "gem");

function fixtureFile() {
  const dir = mkdtempSync(join(tmpdir(), "local-hype-reviews-"));
  const file = join(dir, "reviews.sql");
  writeFileSync(file, `${reviewFixtureSql(listing.id, REVIEWS)};\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The cursor after the review written `i`-th: on a fresh state the fixture's rows take ids 1…10,000 in order,
 * and the i-th was published i minutes after its start. In "lowest" the segment is the star group.
 */
const cursorAfter = (i, segment = 0) => ({ at: new Date(FIXTURE_START_MS + i * 60_000).toISOString(), id: i, segment });

export function endpoints() {
  const list = (sort, cursor) => trpc("reviews.list", { listingId: listing.id, sort, language: "en", ...(cursor ? { cursor } : {}) });
  // In "lowest", 1★ is segment 0 and holds the reviews with i % 5 = 0: the 5,000th is one of them.
  return [
    { label: "`/robots.txt` (reference)", path: "/robots.txt", reference: true },
    { label: "`reviews.list` newest, page 1", path: list("newest") },
    { label: `\`reviews.list\` newest, after the ${count(DEEP)}th`, path: list("newest", cursorAfter(DEEP)) },
    { label: "`reviews.list` lowest, page 1", path: list("lowest") },
    { label: `\`reviews.list\` lowest, after the ${count(DEEP)}th`, path: list("lowest", cursorAfter(DEEP)) },
  ];
}

async function oneRequest(origin, path) {
  const res = await fetch(`${origin}${path}`);
  const body = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
  const items = path.startsWith("/api/") ? JSON.parse(body).result.data.items.length : null;
  return { rowsRead: res.headers.get("x-d1-rows-read") === null ? null : Number(res.headers.get("x-d1-rows-read")), items };
}

/** Its own fresh server with the fixture; each answer measured in ROUNDS rounds of `requests`, medians kept. */
export async function runReviews({ startServer, port, requests = 400, connections = 10, log = console.log }) {
  const fixture = fixtureFile();
  let server;
  try {
    server = await startServer({ port, state: ".wrangler/bench-reviews-state", fixtureSql: fixture.file });
    const rows = [];
    for (const endpoint of endpoints()) {
      const url = `${server.origin}${endpoint.path}`;
      const { rowsRead, items } = await oneRequest(server.origin, endpoint.path);
      // Warm-up, then the rounds.
      await measure(server, { url, connections: 5, amount: 50 });
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) runs.push(await measure(server, { url, connections, amount: Math.ceil(requests / ROUNDS) }));
      const cpu = runs.every((run) => run.workerdCpuMs !== null) ? median(runs.map((run) => run.workerdCpuMs)) : null;
      const row = {
        ...endpoint,
        rowsRead,
        items,
        p50: median(runs.map((run) => run.p50)),
        cpuMs: cpu,
        errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
      };
      log(
        `reviews ${endpoint.label}: ${items ?? "–"} items, ${rowsRead ?? "–"} rows read, p50 ${row.p50} ms, ${cpu === null ? "?" : cpu.toFixed(2)} ms CPU`,
      );
      rows.push(row);
    }
    return { rows, seedingMs: server.fixtureMs ?? 0, requests, connections };
  } finally {
    await server?.stop();
    fixture.remove();
  }
}

/** What must hold for the bench to pass; an empty list means it does. */
export function reviewsProblems(result) {
  const problems = [];
  for (const row of result.rows) {
    if (row.errors > 0) problems.push(`reviews: ${row.label} saw ${row.errors} errors or non-2xx answers`);
    if (row.reference) continue;
    if (row.items !== 10) problems.push(`reviews: ${row.label} answered ${row.items} reviews, not a page of 10`);
    if (row.rowsRead === null || row.rowsRead > ROWS_READ_LIMIT)
      problems.push(`reviews: ${row.label} read ${row.rowsRead} rows (limit ${ROWS_READ_LIMIT})`);
  }
  return problems;
}

const ms = (value, digits = 1) => (value === null ? "–" : `${value.toFixed(digits)} ms`);
const ratio = (value, reference) => (value === null || !reference ? "–" : `${(value / reference).toFixed(1)}×`);

export function reviewsSection(result, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  const reference = result.rows.find((row) => row.reference);
  const cells = (row) => [
    row.reference ? "–" : String(row.rowsRead),
    `${row.p50} ms`,
    ratio(row.p50, reference.p50),
    ms(row.cpuMs, 2),
    ratio(row.cpuMs, reference.cpuMs),
  ];
  const headers = ["rows read", "p50", "p50 ÷ robots", "workerd CPU per request", "CPU ÷ robots"];
  return [
    "## A listing's reviews at 10,000 (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/reviews-bench.mjs\`; \`BENCH_ONLY=reviews\` runs this part alone)`,
    `against the production build in local workerd (Miniflare directly), on a fresh state with ${count(REVIEWS)} published reviews on`,
    `one gem (\`tests/worker/review-fixture.ts\`, seeded in ${(result.seedingMs / 1000).toFixed(1)} s): \`reviews.list\`'s first page and the page after`,
    `the ${count(DEEP)}th review (its keyset cursor) in two orders, ${count(result.requests)} requests each at ${result.connections} connections in ${ROUNDS} rounds`,
    "(medians), with `/robots.txt` on the same server as the reference. **Rows read** is D1's `rows_read` for one",
    `answer (goal: at most ${ROWS_READ_LIMIT}, the same for a deep page as for the first: O(page), not O(reviews)). **CPU** is the`,
    "workerd process's CPU time over the runs (from `/proc`) ÷ their requests, D1's SQLite included.",
    `Machine: ${machine()}.`,
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous figures for this section in this file: nothing to compare against yet.",
    "",
    `| answer | ${headers.join(" | ")} |`,
    "|---|--:|--:|--:|--:|--:|",
    ...result.rows.map(
      (row) =>
        `| ${row.label} | ${cells(row)
          .map((cell, i) => withPrevious(cell, previousValue(previous, row.label, headers[i])))
          .join(" | ")} |`,
    ),
  ].join("\n");
}
