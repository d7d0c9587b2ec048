// Live vote counts: how quickly a cast reaches every watching page (100 sockets on one city).
//
// A city's pages hear at most one update a second (worker/features/voting/live-fanout.ts): the first change after
// a quiet second goes out at once, the ones that follow together when the second is up. So two figures:
// - A lone vote (the usual case): casts one at a time, each after the last one's update reached every
//   socket and a second passed; per cast, the time from its answer to the LAST socket holding that count
//   (target: p95 ≤ 250 ms).
// - A burst: casts over 10 connections as fast as they are answered; per cast, the time from its answer
//   to the last socket holding that count or a higher one (updates coalesce, so a later count stands for
//   earlier ones; target: every cast within 3 s). An update ahead of the answer counts as 0 ms.
//
// Sockets and casts come from this Node process (built-in fetch and WebSocket): at 100 sockets and at most
// one update a second there are a hundred messages a second to read. Each cast is a new voter from its
// own client IP; the bench's server lifts the new-voter and live-socket limits with --var (run-bench.mjs).
import { count, machine, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "live-bench";

const CITY = "montreal";
const SHOP = "cafe-olimpico-mile-end";
const CONNECTIONS = 10;
/** The coalescing window (shared/voting/live-votes.ts LIVE_FLUSH_INTERVAL_MS), and a little more. */
const QUIET_MS = 1100;

let nextIp = 0;
const clientIp = () => {
  nextIp += 1;
  return `10.${100 + ((nextIp >> 16) & 127)}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

const at = () => performance.timeOrigin + performance.now();

/** A watching socket: the moments it first held each higher count of the shop. */
function watch(origin) {
  const url = `${origin.replace(/^http/, "ws")}/api/votes/${CITY}/live`;
  const seen = [];
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin, "cf-connecting-ip": clientIp() } });
    ws.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      const shopCount = message.type === "tally" ? message.counts[SHOP] : message.counts.find((c) => c.shopId === SHOP)?.count;
      if (shopCount !== undefined && shopCount > (seen.at(-1)?.count ?? -1)) seen.push({ at: at(), count: shopCount });
    });
    ws.addEventListener("open", () => resolve({ ws, seen }), { once: true });
    ws.addEventListener("error", () => reject(new Error(`Live socket to ${CITY} failed`)), { once: true });
  });
}

async function cast(origin) {
  const res = await fetch(`${origin}/api/trpc/votes.cast`, {
    method: "POST",
    headers: { "content-type": "application/json", origin, "cf-connecting-ip": clientIp() },
    body: JSON.stringify({ city: CITY, shopId: SHOP }),
  });
  const answeredAt = at();
  const body = await res.json();
  if (!res.ok) throw new Error(`A cast failed with ${res.status}: ${JSON.stringify(body)}`);
  return { at: answeredAt, count: body.result.data.count };
}

/** When a socket first held `c` or more; undefined if never. */
const firstAtLeast = (seen, c) => seen.find((entry) => entry.count >= c)?.at;

/** Per cast: its answer to the last socket holding its count (Infinity when one never did). */
const latencies = (answers, sockets) =>
  answers.map(({ at: answered, count: c }) => {
    let slowest = 0;
    for (const { seen } of sockets) {
      const hit = firstAtLeast(seen, c);
      slowest = Math.max(slowest, hit === undefined ? Infinity : hit - answered);
    }
    return Math.max(0, slowest);
  });

/** Waits until every socket holds `c` (or `ms` passed). */
async function caughtUp(sockets, c, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !sockets.every(({ seen }) => (seen.at(-1)?.count ?? -1) >= c)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), missed: sorted.filter((ms) => ms === Infinity).length };
}

export async function runLive({ server, watchers = 100, lone = 30, burst = 300, log = console.log }) {
  const { origin } = server;
  await cast(origin); // warm-up
  const sockets = [];
  for (let i = 0; i < watchers; i++) sockets.push(await watch(origin));
  try {
    const loneAnswers = [];
    for (let i = 0; i < lone; i++) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const answer = await cast(origin);
      loneAnswers.push(answer);
      await caughtUp(sockets, answer.count, 3000);
    }
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const burstAnswers = [];
    let left = burst;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (left > 0) {
          left -= 1;
          burstAnswers.push(await cast(origin));
        }
      }),
    );
    const burstSeconds = (performance.now() - started) / 1000;
    await caughtUp(sockets, Math.max(...burstAnswers.map((a) => a.count)), 5000);
    const result = {
      watchers,
      lone: summary(latencies(loneAnswers, sockets)),
      loneCasts: lone,
      burst: summary(latencies(burstAnswers, sockets)),
      burstCasts: burst,
      burstRps: burst / burstSeconds,
    };
    log(
      `live: a lone vote reaches ${watchers} sockets in p50 ${result.lone.p50.toFixed(0)} ms, p95 ${result.lone.p95.toFixed(0)} ms; ` +
        `a burst of ${burst} (${result.burstRps.toFixed(0)} casts/s) in p95 ${result.burst.p95.toFixed(0)} ms, max ${result.burst.max.toFixed(0)} ms`,
    );
    return result;
  } finally {
    for (const { ws } of sockets) ws.close();
  }
}

/** What must hold; an empty list means the bench passes. */
export function liveProblems(r) {
  const problems = [];
  const missed = r.lone.missed + r.burst.missed;
  if (missed > 0) problems.push(`live: ${missed} casts never reached every socket`);
  if (r.lone.p95 > 250) problems.push(`live: a lone vote's update p95 ${r.lone.p95.toFixed(0)} ms is over the 250 ms target`);
  if (r.burst.max > 3000) problems.push(`live: a burst's slowest update ${r.burst.max.toFixed(0)} ms is over the 3 s target`);
  return problems;
}

const ms = (value) => (value === Infinity ? "never" : `${value.toFixed(0)} ms`);

export function liveSection(r, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  const rows = [
    [`a lone vote, answer → last of ${count(r.watchers)} sockets, p50`, ms(r.lone.p50)],
    ["a lone vote, p95 (target ≤ 250 ms)", ms(r.lone.p95)],
    ["a lone vote, max", ms(r.lone.max)],
    [`a burst (${count(r.burstCasts)} casts over ${CONNECTIONS} connections), p50`, ms(r.burst.p50)],
    ["a burst, p95", ms(r.burst.p95)],
    ["a burst, max (target ≤ 3 s)", ms(r.burst.max)],
    ["casts/s during the burst", `${count(r.burstRps)} casts/s`],
  ];
  return [
    "## Live counts: WebSockets on a city's votes (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/live-bench.mjs\`; \`BENCH_ONLY=live\` runs only this) against`,
    "the bench's server (the built Worker in local workerd, see the summary); sockets and casts from the bench's Node process.",
    `Machine: ${machine()}.`,
    `${count(r.watchers)} sockets on ${CITY}. A city's pages hear at most one update a second: the first change after a quiet`,
    `second at once, later ones together when the second is up. A lone vote: ${count(r.loneCasts)} casts, each a second after the last`,
    "one reached every socket; per cast, the time from its answer to the last socket holding its count. A burst: casts as fast as",
    "they are answered; per cast, the time to the last socket holding that count or a higher one (an update ahead of the answer is 0 ms).",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous live figures in this file: nothing to compare against yet.",
    "",
    "| measure | value |",
    "|---|---|",
    ...rows.map(([name, value]) => `| ${name} | ${withPrevious(value, previousValue(previous, name, "value"))} |`),
  ].join("\n");
}
