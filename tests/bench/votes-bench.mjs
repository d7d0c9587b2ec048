// votes.cast throughput and latency, and the check that matters more than speed: under load no vote is
// lost or doubled (the tally must rise by exactly the number of casts answered 2xx).
//
// Every request is a first vote from a new browser (no cookie), all for one shop: the heaviest path
// (new-voter rate limit, cookie signing, one city's Durable Object taking every write). Each request
// comes from its own client IP, as real voters do; the per-IP new-voter limit is lifted for the bench
// only (--var RATE_LIMIT_NEW_VOTERS on the bench's server), never in wrangler.toml.
import autocannon from "autocannon";
import { measure } from "./load-bench.mjs";
import { count, machine, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "votes-bench";

const city = "toronto";
const shopId = "pilot-roastery";
const WARM_UP = 200;

let nextIp = 0;
const clientIp = () => {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

async function tally(origin) {
  const input = encodeURIComponent(JSON.stringify({ city }));
  const res = await fetch(`${origin}/api/trpc/votes.tally?input=${input}`);
  const body = await res.json();
  return body.result.data.counts[shopId];
}

// A fixed number of requests, not a duration: a timed run stops counting answers that are still in
// flight, which would make the lost-vote check report votes that were in fact counted.
const castOptions = (origin, connections, amount) => ({
  url: `${origin}/api/trpc/votes.cast`,
  method: "POST",
  connections,
  amount,
  headers: { "content-type": "application/json", origin },
  body: JSON.stringify({ city, shopId }),
  requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "cf-connecting-ip": clientIp() } }) }],
});

/**
 * Casts `amount` first votes at each concurrency level, checks the tally after each, and measures the
 * cheapest procedure (`health.check`, one D1 read) at the same level as the floor to read the cast against.
 */
export async function runVotes({ server, levels = [10, 50], amount = 2000, log = console.log }) {
  const { origin } = server;
  // Warm-up: start the Durable Objects and JIT before measuring.
  await autocannon(castOptions(origin, 10, WARM_UP));
  const runs = [];
  for (const connections of levels) {
    const before = await tally(origin);
    const figures = await measure(server, castOptions(origin, connections, amount));
    const after = await tally(origin);
    const baseline = await measure(server, { url: `${origin}/api/trpc/health.check`, connections, amount });
    const run = { connections, amount, ...figures, counted: figures.raw["2xx"], rise: after - before, baseline };
    log(
      `votes × ${connections}: ${Math.round(run.rps)} casts/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
        `tally rise ${run.rise} / counted ${run.counted}, failed ${run.errors + run.non2xx}`,
    );
    runs.push(run);
  }
  return runs;
}

/** What must hold for the bench to pass; an empty list means it does. */
export function votesProblems(runs) {
  const problems = [];
  for (const run of runs) {
    if (run.rise !== run.counted) {
      problems.push(`${run.connections} connections: lost or extra votes, the tally rose by ${run.rise} but ${run.counted} casts were counted`);
    }
    if (run.errors + run.non2xx > 0) problems.push(`${run.connections} connections: ${run.errors + run.non2xx} casts failed`);
  }
  return problems;
}

/** The votes runs as rows of the load table. */
export const votesLoadRows = (runs) => runs.map((run) => ({ ...run, label: "`votes.cast` (first votes)", how: `${count(run.amount)} casts` }));

const ROWS = [
  ["requests", (r) => count(r.requests)],
  ["throughput (mean)", (r) => `${count(r.rps)} casts/s`],
  ["latency p50", (r) => `${r.p50} ms`],
  ["latency p99", (r) => `${r.p99} ms`],
  ["latency max", (r) => `${r.max} ms`],
  ["failed (non-2xx, errors, timeouts)", (r) => String(r.non2xx + r.errors)],
  ["tally rise / votes counted", (r) => `${r.rise} / ${r.counted}`],
  ["workerd CPU per cast", (r) => (r.workerdCpuMs === null ? "–" : `${r.workerdCpuMs.toFixed(2)} ms`)],
  ["baseline: `health.check` (one D1 read)", (r) => `${count(r.baseline.rps)} req/s, p50 ${r.baseline.p50} ms, p99 ${r.baseline.p99} ms`],
];

export function votesSection(runs, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  // The first layout had one "value" column for its single (10-connection) run.
  const previousHeaders = (connections) => (connections === 10 ? ["10 connections", "value"] : [`${connections} connections`]);
  return [
    "## Votes: `votes.cast` (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/votes-bench.mjs\`) with autocannon on loopback against the`,
    "production build in local workerd (Miniflare directly, the server of the load figures).",
    `Machine: ${machine()}; autocannon and workerd share it.`,
    `Load: ${runs.map((r) => `${count(r.amount)} casts over ${r.connections} connections`).join(", then ")}, after ${WARM_UP}`,
    "warm-up casts; every request is a first vote from a new browser (no cookie, its own client IP) for one",
    `shop (${city}/${shopId}), so one Durable Object takes every write. The per-IP new-voter limit is lifted`,
    "for the bench only (`--var`). The baseline runs the same number of requests at the same concurrency.",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous votes figures in this file: nothing to compare against yet.",
    "",
    `| measure | ${runs.map((r) => `${r.connections} connections`).join(" | ")} |`,
    `|---|${runs.map(() => "---").join("|")}|`,
    ...ROWS.map(
      ([name, format]) =>
        `| ${name} | ${runs.map((r) => withPrevious(format(r), previousValue(previous, name, ...previousHeaders(r.connections)))).join(" | ")} |`,
    ),
    "",
    "Local workerd is not the edge: these figures compare changes on one machine; they do not predict",
    "production latency, which adds the network and runs each Durable Object in one data centre.",
  ].join("\n");
}
