// Live vote counts: how quickly a cast reaches every watching page, what idle sockets cost,
// and whether watchers slow casting down.
//
// - Latency: 100 sockets on one city; 1,000 first votes for one shop over 10 connections. For each
//   cast, the time from its answer arriving to the LAST of the 100 sockets holding a count at least
//   as high as the one answered (updates coalesce, so a later count stands for earlier ones). An
//   update that arrives before the answer counts as 0 ms.
// - Casts per second: the same 1,000 casts without watchers and with the 100 sockets, twice each,
//   alternating, so warm-up and machine noise hit both sides alike.
// - Memory: workerd's resident memory (all its processes, from /proc) before and after opening 1,000
//   more idle sockets on another city. Local workerd keeps the object in memory, so this is the cost
//   of the sockets and the object as the local runtime holds them, not of a hibernated object at the
//   edge (which Cloudflare does not bill for memory).
//
// Every client runs in this Node process (built-in WebSocket and fetch) on the same 2 cores as the
// server; each cast is a new voter from its own client IP. The bench's server lifts the new-voter and
// live-socket limits with --var (see run-bench.mjs).
import { count, machine, median, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "live-bench";

const CITY = "montreal";
const SHOP = "cafe-olimpico-mile-end";
const IDLE_CITY = "vancouver";
const CONNECTIONS = 10;

let nextIp = 0;
const clientIp = () => {
  nextIp += 1;
  return `10.${100 + ((nextIp >> 16) & 127)}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

function openSocket(origin, city, onCount) {
  const url = `${origin.replace(/^http/, "ws")}/api/votes/${city}/live`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin, "cf-connecting-ip": clientIp() } });
    ws.addEventListener("open", () => resolve(ws), { once: true });
    ws.addEventListener("error", () => reject(new Error(`Live socket to ${city} failed`)), { once: true });
    ws.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      const counts = message.type === "tally" ? Object.entries(message.counts).map(([shopId, c]) => ({ shopId, count: c })) : message.counts;
      for (const update of counts) if (update.shopId === SHOP) onCount(update.count, performance.now());
    });
  });
}

/** `amount` first votes over CONNECTIONS parallel loops; each answer's time and count. */
async function castMany(origin, amount) {
  const answers = [];
  let left = amount;
  const started = performance.now();
  async function loop() {
    while (left > 0) {
      left -= 1;
      const res = await fetch(`${origin}/api/trpc/votes.cast`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "cf-connecting-ip": clientIp() },
        body: JSON.stringify({ city: CITY, shopId: SHOP }),
      });
      const at = performance.now();
      const body = await res.json();
      if (!res.ok) throw new Error(`A cast failed with ${res.status}: ${JSON.stringify(body)}`);
      answers.push({ at, count: body.result.data.count });
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - started) / 1000;
  return { answers, rps: amount / seconds };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function runLive({ server, watchers = 100, casts = 1000, idle = 1000, log = console.log }) {
  const { origin } = server;

  // Idle sockets first, on a fresh server: memory before and after, each settled. (After the casts,
  // the thousands of new voters' rate-limit objects would move workerd's memory on their own.)
  await openSocket(origin, IDLE_CITY, () => {}).then((ws) => ws.close());
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBefore = server.workerdRssBytes();
  const idleSockets = [];
  for (let i = 0; i < idle; i++) idleSockets.push(await openSocket(origin, IDLE_CITY, () => {}));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = server.workerdRssBytes();
  for (const ws of idleSockets) ws.close();

  await castMany(origin, 100); // warm-up

  // Each watcher: the times at which it first saw each count (counts only grow).
  const seen = Array.from({ length: watchers }, () => []);
  const sockets = [];
  const openWatchers = async () => {
    for (let i = 0; i < watchers; i++) {
      sockets.push(
        await openSocket(origin, CITY, (c, at) => {
          const list = seen[i];
          if (list.length === 0 || c > list[list.length - 1].count) list.push({ count: c, at });
        }),
      );
    }
  };
  const closeWatchers = () => {
    for (const ws of sockets.splice(0)) ws.close();
  };

  const without = [];
  const withWatchers = [];
  let latencies = [];
  for (let round = 0; round < 2; round++) {
    without.push((await castMany(origin, casts)).rps);
    await openWatchers();
    const run = await castMany(origin, casts);
    withWatchers.push(run.rps);
    if (round === 0) {
      // Wait for the last update (at most one flush interval plus delivery) before reading.
      const last = Math.max(...run.answers.map((a) => a.count));
      const deadline = Date.now() + 5000;
      while (seen.some((list) => (list.at(-1)?.count ?? 0) < last) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      latencies = run.answers.map(({ at, count: c }) => {
        let slowest = 0;
        for (const list of seen) {
          const hit = list.find((entry) => entry.count >= c);
          slowest = Math.max(slowest, hit ? hit.at - at : Infinity);
        }
        return Math.max(0, slowest);
      });
    }
    closeWatchers();
    seen.forEach((list) => (list.length = 0));
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const missed = sorted.filter((ms) => ms === Infinity).length;
  const latency = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), missed };

  const result = {
    watchers,
    casts,
    idle,
    latency,
    rpsWithout: median(without),
    rpsWith: median(withWatchers),
    rssBefore,
    rssAfter,
  };
  log(
    `live: update p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms (missed ${missed}); ` +
      `casts/s ${result.rpsWithout.toFixed(0)} without, ${result.rpsWith.toFixed(0)} with ${watchers} watchers; ` +
      `workerd RSS +${((rssAfter - rssBefore) / 1048576).toFixed(1)} MB for ${idle} idle sockets`,
  );
  return result;
}

const slowdown = (r) => 1 - r.rpsWith / r.rpsWithout;

/** What must hold; an empty list means the bench passes. */
export function liveProblems(r) {
  const problems = [];
  if (r.latency.missed > 0) problems.push(`live: ${r.latency.missed} casts never reached every socket`);
  if (r.latency.p95 > 250) problems.push(`live: update p95 ${r.latency.p95.toFixed(0)} ms is over the 250 ms target`);
  if (slowdown(r) > 0.1) problems.push(`live: watchers slowed casts by ${(slowdown(r) * 100).toFixed(1)} % (limit 10 %)`);
  return problems;
}

const mb = (bytes) => (bytes === null ? "–" : `${(bytes / 1048576).toFixed(1)} MB`);

export function liveSection(r, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  const perSocket = r.rssBefore === null ? "–" : `${((r.rssAfter - r.rssBefore) / r.idle / 1024).toFixed(1)} KB`;
  const rows = [
    [`update latency p50 (answer → last of ${r.watchers} sockets)`, `${r.latency.p50.toFixed(0)} ms`],
    ["update latency p95 (target ≤ 250 ms)", `${r.latency.p95.toFixed(0)} ms`],
    ["update latency max", `${r.latency.max.toFixed(0)} ms`],
    [`casts/s without watchers (${count(r.casts)} casts, ${CONNECTIONS} connections)`, `${count(r.rpsWithout)} casts/s`],
    [`casts/s with ${r.watchers} watchers`, `${count(r.rpsWith)} casts/s`],
    ["slowdown with watchers (limit 10 %)", `${(slowdown(r) * 100).toFixed(1)} %`],
    ["workerd memory before the idle sockets", mb(r.rssBefore)],
    [`workerd memory with ${count(r.idle)} idle sockets`, mb(r.rssAfter)],
    ["memory per idle socket", perSocket],
  ];
  return [
    "## Live counts: WebSockets on a city's votes (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/live-bench.mjs\`; \`BENCH_ONLY=live\` runs only this) against`,
    "the bench's server (the built Worker in local workerd, see the summary). Clients: one Node process",
    "with its built-in WebSocket and fetch, on the same machine.",
    `Machine: ${machine()}.`,
    `Latency: ${r.watchers} sockets on ${CITY}, ${count(r.casts)} first votes for one shop over ${CONNECTIONS} connections; per cast, the`,
    `time from its answer to the last socket holding that count or a higher one (updates coalesce to at`,
    "most one per 100 ms per socket; an update ahead of the answer counts as 0 ms). Casts/s: median of two",
    "runs each, alternating without and with the watchers. Memory: resident memory of the workerd",
    `processes (from /proc) before and 2 s after opening ${count(r.idle)} idle sockets on ${IDLE_CITY}. Local workerd`,
    "keeps the object and its sockets in memory; at the edge a hibernated object is evicted and its",
    "sockets are held by the runtime, so this is an upper bound of what idle watchers cost.",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous live figures in this file: nothing to compare against yet.",
    "",
    "| measure | value |",
    "|---|---|",
    ...rows.map(([name, value]) => `| ${name} | ${withPrevious(value, previousValue(previous, name, "value"))} |`),
  ].join("\n");
}
