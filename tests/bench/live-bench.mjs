// Live vote counts: how quickly a cast reaches every watching page, what idle sockets cost,
// and whether watchers slow casting down.
//
// - Latency: 1,000 sockets on one city; 1,000 first votes for one shop over 10 connections. For each
//   cast, the time from its answer arriving to the LAST of the 1,000 sockets holding a count at least
//   as high as the one answered (updates coalesce, so a later count stands for earlier ones). An
//   update that arrives before the answer counts as 0 ms.
// - Casts per second: the same 1,000 casts without watchers and with the 1,000 sockets, twice each,
//   alternating, so warm-up and machine noise hit both sides alike; beside it workerd's CPU time per
//   cast (from /proc), which shows what the fan-out costs the server whatever else the machine runs.
// - Memory: workerd's resident memory (all its processes, from /proc) before and after opening 1,000
//   more idle sockets on another city. Local workerd keeps the object in memory, so this is the cost
//   of the sockets and the object as the local runtime holds them, not of a hibernated object at the
//   edge (which Cloudflare does not bill for memory).
//
// The casts and the idle sockets come from this Node process (built-in fetch and WebSocket); the
// watching sockets from two worker threads with a minimal WebSocket client (./live-watchers.mjs), so
// receiving ten thousand messages a second does not hold up the casts, and how busy those threads
// were is reported. Everything shares the machine's 2 cores with the server; each cast is a new voter
// from its own client IP. The bench's server lifts the new-voter and live-socket limits with --var
// (see run-bench.mjs).
import { Worker } from "node:worker_threads";
import { count, machine, median, previousFigures, previousValue, withPrevious } from "./report.mjs";
import { startSendFloor } from "./server.mjs";

export const SECTION = "live-bench";

const CITY = "montreal";
const SHOP = "cafe-olimpico-mile-end";
const IDLE_CITY = "vancouver";
const CONNECTIONS = 10;
/** Worker threads holding the watching sockets (./live-watchers.mjs), one per core of the machine we run on. */
const WATCHER_THREADS = 2;

let nextIp = 0;
const clientIp = () => {
  nextIp += 1;
  return `10.${100 + ((nextIp >> 16) & 127)}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

/** An idle socket (the memory part): its messages are not read. */
function openSocket(origin, city) {
  const url = `${origin.replace(/^http/, "ws")}/api/votes/${city}/live`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: { origin, "cf-connecting-ip": clientIp() } });
    ws.addEventListener("open", () => resolve(ws), { once: true });
    ws.addEventListener("error", () => reject(new Error(`Live socket to ${city} failed`)), { once: true });
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
      const at = performance.timeOrigin + performance.now();
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

/** The watching sockets, spread over WATCHER_THREADS worker threads (./live-watchers.mjs). */
function startWatchers(threads) {
  const workers = Array.from({ length: threads }, () => new Worker(new URL("./live-watchers.mjs", import.meta.url)));
  const ask = (message) =>
    Promise.all(
      workers.map(
        (worker, index) =>
          new Promise((resolve, reject) => {
            worker.once("message", resolve);
            worker.once("error", reject);
            worker.postMessage(typeof message === "function" ? message(index) : message);
          }),
      ),
    );
  return { ask, stop: () => Promise.all(workers.map((worker) => worker.terminate())) };
}

/** The first moment in a socket's list (counts ascending) at which it held `c` or more; undefined if never. */
function firstAtLeast(list, c) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].count >= c) hi = mid;
    else lo = mid + 1;
  }
  return list[lo]?.at;
}

const cpuSeconds = (server) => server.cpu()?.workerd ?? null;

/** Messages the sockets received after their first (the tallies): the updates the object sent them. */
const updatesSeen = (seen) => seen.reduce((sum, list) => sum + Math.max(0, list.length - 1), 0);

/**
 * workerd's CPU per message when a minimal Worker and Durable Object do nothing but broadcast to as many
 * sockets (./send-floor-worker.mjs): the least the local runtime charges a send, measured the same way
 * as the app's. Median of three runs of 50 broadcasts, in µs.
 */
async function sendFloor({ port, watchers, threads, share }) {
  const floor = await startSendFloor({ port });
  try {
    await threads.ask((index) => ({
      open: { origin: floor.origin, city: "floor", shop: "cafe-olimpico-mile-end", count: share(index), firstIp: 50_000 + index * watchers },
    }));
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const before = cpuSeconds(floor);
      const { sent } = await (await fetch(`${floor.origin}/broadcast?n=50`, { method: "POST" })).json();
      const after = cpuSeconds(floor);
      if (before !== null && after !== null) runs.push(((after - before) * 1e6) / sent);
    }
    await threads.ask("close");
    return runs.length ? median(runs) : null;
  } finally {
    await floor.stop();
  }
}

export async function runLive({ server, floorPort, watchers = 1000, casts = 1000, idle = 1000, log = console.log }) {
  const { origin } = server;

  // Idle sockets first, on a fresh server: memory before and after, each settled. (After the casts,
  // the thousands of new voters' rate-limit objects would move workerd's memory on their own.)
  await openSocket(origin, IDLE_CITY).then((ws) => ws.close());
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssBefore = server.workerdRssBytes();
  const idleSockets = [];
  for (let i = 0; i < idle; i++) idleSockets.push(await openSocket(origin, IDLE_CITY));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = server.workerdRssBytes();
  for (const ws of idleSockets) ws.close();

  await castMany(origin, 100); // warm-up

  const threads = startWatchers(WATCHER_THREADS);
  const share = (index) => Math.floor(watchers / WATCHER_THREADS) + (index < watchers % WATCHER_THREADS ? 1 : 0);
  let opened = 0;
  const openWatchers = async () => {
    const first = opened;
    opened += watchers;
    await threads.ask((index) => ({
      open: { origin, city: CITY, shop: SHOP, count: share(index), firstIp: first + index * Math.ceil(watchers / WATCHER_THREADS) },
    }));
  };

  const without = [];
  const withWatchers = [];
  const cpuPerCast = { without: [], with: [] };
  let latencies = [];
  let utilization = 0;
  /** workerd's CPU per update message in the first run with watchers (µs), beside the floor's. */
  let perSend = null;
  /** Updates each socket received in that run, on average. */
  let updatesPerSocket = null;
  let floorPerSend;
  /** One cast run; its casts/s and workerd's CPU per cast go to the given lists. */
  const measured = async (rpsList, cpuList) => {
    const cpuBefore = cpuSeconds(server);
    const run = await castMany(origin, casts);
    const cpuAfter = cpuSeconds(server);
    rpsList.push(run.rps);
    if (cpuBefore !== null && cpuAfter !== null) cpuList.push(((cpuAfter - cpuBefore) * 1000) / casts);
    return run;
  };
  try {
    for (let round = 0; round < 2; round++) {
      await measured(without, cpuPerCast.without);
      await openWatchers();
      const run = await measured(withWatchers, cpuPerCast.with);
      if (round === 0) {
        // Wait for the last update (at most one flush interval plus delivery) before reading.
        const last = Math.max(...run.answers.map((a) => a.count));
        await threads.ask({ waitFor: last, ms: 5000 });
        const reports = await threads.ask("report");
        utilization = Math.max(...reports.map((r) => r.utilization));
        const seen = reports.flatMap((r) => r.seen);
        const sends = updatesSeen(seen);
        updatesPerSocket = sends / seen.length;
        if (sends > 0 && cpuPerCast.with.length && cpuPerCast.without.length) {
          perSend = ((cpuPerCast.with[0] - cpuPerCast.without[0]) * casts * 1000) / sends;
        }
        latencies = run.answers.map(({ at, count: c }) => {
          let slowest = 0;
          for (const list of seen) {
            const hit = firstAtLeast(list, c);
            slowest = Math.max(slowest, hit === undefined ? Infinity : hit - at);
          }
          return Math.max(0, slowest);
        });
      }
      await threads.ask("close");
    }
    floorPerSend = await sendFloor({ port: floorPort, watchers, threads, share });
  } finally {
    await threads.stop();
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
    cpuWithout: cpuPerCast.without.length ? median(cpuPerCast.without) : null,
    cpuWith: cpuPerCast.with.length ? median(cpuPerCast.with) : null,
    utilization,
    perSend,
    updatesPerSocket,
    floorPerSend,
    rssBefore,
    rssAfter,
  };
  log(
    `live: update p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms (missed ${missed}); ` +
      `casts/s ${result.rpsWithout.toFixed(0)} without, ${result.rpsWith.toFixed(0)} with ${watchers} watchers; ` +
      `workerd CPU per cast ${result.cpuWithout?.toFixed(2)} ms without, ${result.cpuWith?.toFixed(2)} ms with; ` +
      `watcher threads busy ${(utilization * 100).toFixed(0)} %; ` +
      `workerd RSS +${((rssAfter - rssBefore) / 1048576).toFixed(1)} MB for ${idle} idle sockets`,
  );
  return result;
}

const slowdown = (r) => 1 - r.rpsWith / r.rpsWithout;

/**
 * The least slowdown any update spacing allows at a given CPU per message (µs), with p95 ≤ 250 ms.
 * Casts and updates share workerd's one thread, so F updates a second to N sockets at c each take
 * F·N·c of every second from the casts. A cast waits for the next update (evenly spread over 1/F) and
 * its delivery to the last socket (N·c): p95 ≈ 0.95/F + N·c ≤ 0.25 s, so F ≥ 0.95 / (0.25 − N·c).
 */
function leastSlowdown(perSendUs, sockets) {
  const delivery = (perSendUs * sockets) / 1e6;
  return delivery >= 0.25 ? 1 : (delivery * 0.95) / (0.25 - delivery);
}

/** What must hold; an empty list means the bench passes. */
export function liveProblems(r) {
  const problems = [];
  if (r.latency.missed > 0) problems.push(`live: ${r.latency.missed} casts never reached every socket`);
  if (r.latency.p95 > 250) problems.push(`live: update p95 ${r.latency.p95.toFixed(0)} ms is over the 250 ms target`);
  if (slowdown(r) > 0.1) problems.push(`live: watchers slowed casts by ${(slowdown(r) * 100).toFixed(1)} % (limit 10 %)`);
  return problems;
}

const mb = (bytes) => (bytes === null ? "–" : `${(bytes / 1048576).toFixed(1)} MB`);

const cpu = (ms) => (ms === null ? "–" : `${ms.toFixed(2)} ms`);

const micro = (us) => (us === null ? "–" : `${us.toFixed(1)} µs`);

export function liveSection(r, previousText, startedAt) {
  const previous = previousFigures(previousText, 1);
  const perSocket = r.rssBefore === null ? "–" : `${((r.rssAfter - r.rssBefore) / r.idle / 1024).toFixed(1)} KB`;
  const rows = [
    [`update latency p50 (answer → last of ${count(r.watchers)} sockets)`, `${r.latency.p50.toFixed(0)} ms`],
    ["update latency p95 (target ≤ 250 ms)", `${r.latency.p95.toFixed(0)} ms`],
    ["update latency max", `${r.latency.max.toFixed(0)} ms`],
    [`casts/s without watchers (${count(r.casts)} casts, ${CONNECTIONS} connections)`, `${count(r.rpsWithout)} casts/s`],
    [`casts/s with ${count(r.watchers)} watchers`, `${count(r.rpsWith)} casts/s`],
    ["slowdown with watchers (limit 10 %)", `${(slowdown(r) * 100).toFixed(1)} %`],
    ["workerd CPU per cast without watchers", cpu(r.cpuWithout)],
    [`workerd CPU per cast with ${count(r.watchers)} watchers`, cpu(r.cpuWith)],
    ["updates each socket received during the first run with watchers", r.updatesPerSocket === null ? "–" : r.updatesPerSocket.toFixed(1)],
    [`workerd CPU per update message, the app (first run with watchers: CPU beyond the run without, per message received)`, micro(r.perSend)],
    [
      `workerd CPU per message, a minimal Worker and Durable Object broadcasting to ${count(r.watchers)} sockets (the runtime's floor)`,
      micro(r.floorPerSend),
    ],
    [
      "least slowdown the floor allows with p95 ≤ 250 ms (see below)",
      r.floorPerSend === null ? "–" : `${(leastSlowdown(r.floorPerSend, r.watchers) * 100).toFixed(1)} %`,
    ],
    ["watcher threads' event loops busy (client side, the busier thread)", `${(r.utilization * 100).toFixed(0)} %`],
    ["workerd memory before the idle sockets", mb(r.rssBefore)],
    [`workerd memory with ${count(r.idle)} idle sockets`, mb(r.rssAfter)],
    ["memory per idle socket", perSocket],
  ];
  return [
    "## Live counts: WebSockets on a city's votes (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/live-bench.mjs\`; \`BENCH_ONLY=live\` runs only this) against`,
    "the bench's server (the built Worker in local workerd, see the summary). Clients on the same machine:",
    "the casts and idle sockets from the bench's Node process, the watching sockets from two worker",
    "threads with a minimal WebSocket client (`tests/bench/live-watchers.mjs`; Node's own spends tens of",
    "microseconds a message, which at ten thousand messages a second measured the client).",
    `Machine: ${machine()}.`,
    `Latency: ${count(r.watchers)} sockets on ${CITY}, ${count(r.casts)} first votes for one shop over ${CONNECTIONS} connections; per cast, the`,
    `time from its answer to the last socket holding that count or a higher one (updates coalesce to at`,
    "most one per 100 ms for the whole city, spaced up to 200 ms for a big audience: decision 0162; an update ahead",
    "of the answer counts as 0 ms). Casts/s: median of two",
    "runs each, alternating without and with the watchers; workerd's CPU time per cast (from /proc, median",
    "of the same runs; with watchers it includes the updates sent meanwhile) is less swayed than casts/s by",
    `what else runs on the machine. Memory: resident memory of the workerd processes (from /proc) before and 2 s after opening ${count(r.idle)}`,
    `idle sockets on ${IDLE_CITY}. Local workerd keeps the object and its sockets in memory; at the edge a hibernated`,
    "object is evicted and its sockets are held by the runtime, so this is an upper bound of what idle watchers cost.",
    "What an update costs: the app's CPU per message is the first run with watchers less the run without, over the",
    "updates the sockets received. The floor is the same reading for a Worker and Durable Object that only",
    "broadcast a message of the same size (`tests/bench/send-floor-worker.mjs`, its own Miniflare process, the same",
    "watcher threads). Casts and updates share workerd's one thread: F updates a second to N sockets at c µs each",
    "take F·N·c of every second from the casts, and p95 ≤ 250 ms needs F ≥ 0.95 / (0.25 s − N·c) (a cast waits for",
    "the next update, then for its delivery to the last socket). The least slowdown row is that bound at the floor:",
    "above 10 %, no spacing of updates meets both targets on this machine's local runtime (decision 0170).",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous live figures in this file: nothing to compare against yet.",
    "",
    "| measure | value |",
    "|---|---|",
    ...rows.map(([name, value]) => `| ${name} | ${withPrevious(value, previousValue(previous, name, "value"))} |`),
  ].join("\n");
}
