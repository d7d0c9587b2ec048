// `npm run bench` (after `npm run build`): ONE server for every measurement, then Lighthouse, load and
// votes in turn, each rewriting its own section of docs/PERFORMANCE.md next to the previous figures.
// Fails when votes are lost, a load run saw errors, or a page could not be measured at all.
//
// Settings (env): BENCH_PORT (8841), BENCH_ONLY (content,reviews,lighthouse,load,votes,live,share), BENCH_LH_RUNS (3),
// BENCH_CONTENT_REQUESTS (400 per listings answer and size; the content part starts its own two
// servers, 110 and 100,110 listings, on the same port first; the reviews part, its own server with 10,000
// reviews on one listing, after it, also BENCH_CONTENT_REQUESTS per answer),
// BENCH_LOAD_SECONDS (10), BENCH_CONNECTIONS (10,50), BENCH_REQUESTS (2000 casts per level),
// BENCH_LIVE_WATCHERS (100), BENCH_LIVE_CASTS (30 lone casts), BENCH_LIVE_BURST (300 casts),
// BENCH_SHARE_IMAGES (60 share image misses),
// BENCH_LH_PAGES (every page: labels as in the table, comma-separated, e.g. "submit,home (fr)"; a run of
// some pages prints its Lighthouse table and writes nothing, since it would drop the other pages' rows),
// CHROME_PATH or CHROMIUM_PATH (/usr/bin/chromium).
import { readFileSync } from "node:fs";
import { startMiniflare, startServer } from "./server.mjs";
import { readReport, sectionOf, writeSection, previousFigures, previousValue, withPrevious, stamp, machine } from "./report.mjs";
import * as lighthouseBench from "./lighthouse-bench.mjs";
import * as loadBench from "./load-bench.mjs";
import * as votesBench from "./votes-bench.mjs";
import * as contentBench from "./content-bench.mjs";
import * as reviewsBench from "./reviews-bench.mjs";
import * as liveBench from "./live-bench.mjs";
import * as shareBench from "./share-bench.mjs";

const BUDGET_SECONDS = 600;
const SUMMARY = "bench-summary";

const port = Number(process.env.BENCH_PORT ?? 8841);
const only = new Set((process.env.BENCH_ONLY ?? "content,reviews,lighthouse,load,votes,live,share").split(",").map((s) => s.trim()));
const contentRequests = Number(process.env.BENCH_CONTENT_REQUESTS ?? 400);
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const lighthousePages = process.env.BENCH_LH_PAGES?.split(",").map((s) => s.trim());
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const levels = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const castsPerLevel = Number(process.env.BENCH_REQUESTS ?? 2000);

/**
 * When the npm script started, so the total includes `npm run build`, which runs before this file.
 * The parent process is the npm script's shell; its start time is in /proc (ticks since boot).
 * Run directly (not through npm), the total starts with this process.
 */
function scriptStartedAt() {
  if (process.env.npm_lifecycle_event !== "bench") return Date.now() - process.uptime() * 1000;
  try {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, "utf8");
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    const bootSeconds = Number(/^btime (\d+)/m.exec(readFileSync("/proc/stat", "utf8"))[1]);
    // Linux reports process start in clock ticks, 100 a second on every kernel we run on.
    return (bootSeconds + ticks / 100) * 1000;
  } catch {
    return Date.now() - process.uptime() * 1000;
  }
}

const startedAtMs = scriptStartedAt();
// The machine as the run found it: the load average at the end would describe the bench itself.
const machineAtStart = machine();
// Every comparison is against the file as it was before this run touched it.
const before = await readReport();
const phases = [];
let failed = false;

async function phase(name, work) {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    phases.push([name, (Date.now() - t0) / 1000]);
  }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;

const buildSeconds = (Date.now() - startedAtMs) / 1000;
if (only.has("content")) {
  const startedAt = stamp();
  try {
    const measured = await phase("listings at 110 and 100,110 (two Miniflare servers)", () =>
      contentBench.runContent({ startServer: startMiniflare, port, requests: contentRequests, connections: 10 }),
    );
    await writeSection(
      contentBench.SECTION,
      contentBench.contentSection(measured, sectionOf(before, contentBench.SECTION), startedAt, contentRequests, 10),
    );
    for (const problem of contentBench.contentProblems(measured)) {
      console.error(problem);
      failed = true;
    }
  } catch (error) {
    console.error(error);
    failed = true;
  }
}

if (only.has("reviews")) {
  const startedAt = stamp();
  try {
    const measured = await phase(`a listing's reviews at ${reviewsBench.REVIEWS} (its own Miniflare server)`, () =>
      reviewsBench.runReviews({ startServer: startMiniflare, port, requests: contentRequests, connections: 10 }),
    );
    await writeSection(reviewsBench.SECTION, reviewsBench.reviewsSection(measured, sectionOf(before, reviewsBench.SECTION), startedAt));
    for (const problem of reviewsBench.reviewsProblems(measured)) {
      console.error(problem);
      failed = true;
    }
  } catch (error) {
    console.error(error);
    failed = true;
  }
}

// Lifted for the bench's servers only: every cast is a new voter from a new IP, every submission
// comes from one client, the live bench opens its sockets from this machine, and the share bench draws
// 61 images afresh from it.
const LIFTED = [
  "RATE_LIMIT_NEW_VOTERS:1000000/3600",
  "RATE_LIMIT_SUBMISSIONS:100000000/60",
  "LIVE_VOTES_PER_NETWORK:100000",
  "RATE_LIMIT_SHARE_IMAGES:100000000/60",
];
const server = await phase("start the server (Miniflare, fresh state, migrations)", () =>
  startMiniflare({ port, state: ".wrangler/bench-state", vars: LIFTED }),
);

let votesRuns = [];
let loadRows = [];
let cacheResults = [];
const CACHE_SECONDS = 4;
// Five rounds: a median of three moved by a tenth when one round met a burst from elsewhere on the machine.
const CACHE_ROUNDS = 5;
const START_ROUNDS = 3;
const loadStartedAt = stamp();
try {
  // First on the fresh server: the isolate has drawn no share image yet, so the cold start is measured.
  if (only.has("share")) {
    const startedAt = stamp();
    const count = Number(process.env.BENCH_SHARE_IMAGES ?? 60);
    const measured = await phase(`share images (${count} misses, ${count} hits, /robots.txt twice)`, () => shareBench.runShare({ server, count }));
    await writeSection(shareBench.SECTION, shareBench.shareSection(measured, sectionOf(before, shareBench.SECTION), startedAt));
    for (const problem of shareBench.shareProblems(measured)) {
      console.error(problem);
      failed = true;
    }
  }

  if (only.has("lighthouse")) {
    const startedAt = stamp();
    const measured = await phase(`Lighthouse (${lighthouseRuns} runs × pages × 2 presets)`, () =>
      lighthouseBench.runLighthouse({ origin: server.origin, runs: lighthouseRuns, labels: lighthousePages }),
    );
    const section = lighthouseBench.lighthouseSection(measured, sectionOf(before, lighthouseBench.SECTION), startedAt);
    if (lighthousePages) console.log(`\n${section}\n`);
    else await writeSection(lighthouseBench.SECTION, section);
    for (const [key, runs] of measured.results) {
      if (!runs.some((r) => !r.error)) {
        console.error(`Lighthouse could not measure ${key} in any run.`);
        failed = true;
      }
    }
  }

  if (only.has("load")) {
    // First: the submissions run below leaves the e-mail queue's consumer busy for a while after it.
    cacheResults = await phase(
      `page cache vs /robots.txt (alternating, ${CACHE_ROUNDS} rounds × 3 runs × ${levels.length} levels × ${CACHE_SECONDS} s)`,
      () => loadBench.runCacheComparison({ server, levels, seconds: CACHE_SECONDS, pairs: CACHE_ROUNDS }),
    );
    loadRows = await phase(`load (3 endpoints + /robots.txt twice × ${levels.length} levels × ${loadSeconds} s)`, () =>
      loadBench.runLoad({ server, levels, seconds: loadSeconds }),
    );
    for (const row of loadRows) {
      if (row.errors + row.non2xx > 0) {
        console.error(`${row.label} × ${row.connections}: ${row.errors} errors, ${row.non2xx} non-2xx answers.`);
        failed = true;
      }
    }
  }

  if (only.has("votes")) {
    const startedAt = stamp();
    votesRuns = await phase(`votes (${castsPerLevel} casts × ${levels.length} levels, with baselines)`, () =>
      votesBench.runVotes({ server, levels, amount: castsPerLevel }),
    );
    await writeSection(votesBench.SECTION, votesBench.votesSection(votesRuns, sectionOf(before, votesBench.SECTION), startedAt));
    for (const problem of votesBench.votesProblems(votesRuns)) {
      console.error(problem);
      failed = true;
    }
  }

  if (only.has("live")) {
    const startedAt = stamp();
    const live = await phase("live counts (100 watchers: lone casts, then a burst)", () =>
      liveBench.runLive({
        server,
        watchers: Number(process.env.BENCH_LIVE_WATCHERS ?? 100),
        lone: Number(process.env.BENCH_LIVE_CASTS ?? 30),
        burst: Number(process.env.BENCH_LIVE_BURST ?? 300),
      }),
    );
    await writeSection(liveBench.SECTION, liveBench.liveSection(live, sectionOf(before, liveBench.SECTION), startedAt));
    for (const problem of liveBench.liveProblems(live)) {
      console.error(problem);
      failed = true;
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await phase("stop the server", () => server.stop());
}

// Once more with `npm start`'s own server (`npm run serve`), so its users know what it gives them: the
// reference and the home page at the first level, as curl asks and as browsers ask.
let startCache = [];
// Measured even when a run above failed (its own server, its own figures); the command still fails.
if (only.has("load")) {
  try {
    const startServerOnce = await phase("start `npm start`'s server (`npm run serve`, fresh state)", () =>
      startServer({ port, state: ".wrangler/bench-start-state", vars: LIFTED }),
    );
    try {
      startCache = await phase(`page cache vs /robots.txt on \`npm start\`'s server (${START_ROUNDS} rounds × 3 runs × ${CACHE_SECONDS} s)`, () =>
        loadBench.runCacheComparison({ server: startServerOnce, levels: levels.slice(0, 1), seconds: CACHE_SECONDS, pairs: START_ROUNDS }),
      );
      for (const row of startCache) {
        if (row.errors > 0) {
          console.error(`${row.label} × ${row.connections} on npm start's server: ${row.errors} errors or non-2xx answers.`);
          failed = true;
        }
      }
    } finally {
      await phase("stop `npm start`'s server", () => startServerOnce.stop());
    }
  } catch (error) {
    console.error(error);
    failed = true;
  }
}

if (loadRows.length || votesRuns.length) {
  const references = loadBench.referencesByLevel(loadRows);
  const votesRows = votesBench.votesLoadRows(votesRuns).map((row) => ({ ...row, ref: references.get(row.connections) }));
  await writeSection(
    loadBench.SECTION,
    loadBench.loadSection(
      [...loadRows, ...votesRows],
      { results: startCache, seconds: CACHE_SECONDS, pairs: START_ROUNDS },
      sectionOf(before, loadBench.SECTION),
      loadStartedAt,
      loadSeconds,
      { results: cacheResults, seconds: CACHE_SECONDS, pairs: CACHE_ROUNDS },
    ),
  );
}

// The summary: how long each part took, against the 10-minute budget and the previous run.
const totalSeconds = (Date.now() - startedAtMs) / 1000;
const previous = previousFigures(sectionOf(before, SUMMARY), 1);
const viaNpm = process.env.npm_lifecycle_event === "bench";
const rows = [[viaNpm ? "`npm run build` and Node start-up" : "Node start-up", buildSeconds], ...phases, ["**total**", totalSeconds]];
const summary = [
  "## This run (`npm run bench`)",
  "",
  `Measured ${stamp(new Date(startedAtMs))} by \`npm run bench\` (\`npm run build\`, then \`tests/bench/run-bench.mjs\`):`,
  `parts run: ${[...only].join(", ")}; one server (the built Worker in Miniflare, \`tests/bench/miniflare-server.mjs\`, on port ${port}, fresh state) for all of them,`,
  "then `npm start`'s own server (`npm run serve`: worker/cli/local-server.mjs) once for the load comparison.",
  `Machine: ${machineAtStart}.`,
  `Budget: ${BUDGET_SECONDS / 60} minutes for the whole command; this run took ${minutes(totalSeconds)}` +
    (totalSeconds > BUDGET_SECONDS ? " — **over budget**." : " — within budget."),
  ...(previous.measuredAt ? [`In brackets: the previous run's time (measured ${previous.measuredAt}).`] : []),
  "",
  "| part | time |",
  "|---|--:|",
  ...rows.map(([name, seconds]) => `| ${name} | ${withPrevious(`${Math.round(seconds)} s`, previousValue(previous, name, "time"))} |`),
].join("\n");
console.log(`\n${summary}\n`);
// A run of some pages is for trying a change: it leaves the file as it was.
if (lighthousePages) console.log(`docs/PERFORMANCE.md left as it was: BENCH_LH_PAGES measures some pages only (${minutes(totalSeconds)}).`);
else {
  await writeSection(SUMMARY, summary);
  console.log(`docs/PERFORMANCE.md rewritten (${minutes(totalSeconds)}).`);
}
if (totalSeconds > BUDGET_SECONDS) console.error(`Over the ${BUDGET_SECONDS / 60}-minute budget.`);
if (failed) process.exitCode = 1;
