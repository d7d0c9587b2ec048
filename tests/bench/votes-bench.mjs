// `npm run bench`: votes.cast throughput and latency on loopback, against the production build served
// by workerd (tests/e2e/serve.sh on its own port and state folder). Writes the figures into
// docs/PERFORMANCE.md and fails if the tally did not rise by exactly the number of counted votes.
//
// Every request is a first vote from a new browser (no cookie), all for one shop: the heaviest path
// (new-voter rate limit, cookie signing, one city's Durable Object taking every write). Each request
// comes from its own client IP, as real voters do; the per-IP new-voter limit is lifted for the bench
// only (--var), never in wrangler.toml.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8831);
// A fixed number of requests, not a duration: a timed run stops counting answers that are still in
// flight, which would make the lost-vote check below report votes that were in fact counted.
const amount = Number(process.env.BENCH_REQUESTS ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const origin = `http://localhost:${port}`;
const city = "toronto";
const shopId = "pilot-roastery";
const report = new URL("../../docs/PERFORMANCE.md", import.meta.url);
const START = "<!-- votes-bench:start -->";
const END = "<!-- votes-bench:end -->";

function startServer() {
  const server = spawn("bash", ["tests/e2e/serve.sh", "--var", "RATE_LIMIT_NEW_VOTERS:1000000/3600"], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_STATE: ".wrangler/bench-state" },
    // wrangler logs every request; keep only the tail, shown if the server fails.
    stdio: ["ignore", "ignore", "pipe"],
    // Its own process group, so stopping it stops wrangler and workerd too.
    detached: true,
  });
  let log = "";
  server.stderr.on("data", (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  server.on("exit", (code) => {
    if (code) console.error(`The server exited with ${code}:\n${log}`);
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  return stop;
}

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/trpc/health.check`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not start on ${origin} within 120 s`);
}

async function tally() {
  const input = encodeURIComponent(JSON.stringify({ city }));
  const res = await fetch(`${origin}/api/trpc/votes.tally?input=${input}`);
  const body = await res.json();
  return body.result.data.counts[shopId];
}

let nextIp = 0;
const clientIp = () => {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
};

function castRun(requests) {
  return autocannon({
    url: `${origin}/api/trpc/votes.cast`,
    method: "POST",
    connections,
    amount: requests,
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ city, shopId }),
    requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, "cf-connecting-ip": clientIp() } }) }],
  });
}

async function writeReport(section) {
  await mkdir(new URL(".", report), { recursive: true });
  let text;
  try {
    text = await readFile(report, "utf8");
  } catch {
    text = "# Performance\n\nMeasured figures, each section written by the script that measures it.\n";
  }
  const block = `${START}\n${section}\n${END}`;
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  text = start >= 0 && end > start ? text.slice(0, start) + block + text.slice(end + END.length) : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(report, text);
}

const stop = startServer();
try {
  await waitForServer();
  // Warm-up: start the Durable Objects and JIT before measuring.
  await castRun(200);
  const before = await tally();
  const result = await castRun(amount);
  const after = await tally();
  // The floor: the same server answering a procedure that only reads D1.
  const baseline = await autocannon({ url: `${origin}/api/trpc/health.check`, connections, amount });

  const counted = result["2xx"];
  const failed = result.non2xx + result.errors + result.timeouts;
  const rows = [
    ["requests", result.requests.total.toLocaleString("en-CA")],
    ["throughput (mean)", `${Math.round(result.requests.average).toLocaleString("en-CA")} casts/s`],
    ["latency p50", `${result.latency.p50} ms`],
    ["latency p99", `${result.latency.p99} ms`],
    ["latency max", `${result.latency.max} ms`],
    ["failed (non-2xx, errors, timeouts)", String(failed)],
    ["tally rise / votes counted", `${after - before} / ${counted}`],
    ["baseline: `health.check` (one D1 read)", `${Math.round(baseline.requests.average)} req/s, p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms`],
  ];
  const measuredAt = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const section = [
    "## Votes: `votes.cast` (`npm run bench`)",
    "",
    `Measured ${measuredAt} by \`tests/bench/votes-bench.mjs\` with autocannon on loopback against the`,
    "production build in local workerd (`wrangler dev`, the same server as the browser tests).",
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim() ?? "unknown CPU"}, Node ${process.version}; autocannon and workerd share it.`,
    `Load: ${amount} casts over ${connections} connections after 200 warm-up casts; every request is a first vote from a`,
    `new browser (no cookie, its own client IP) for one shop (${city}/${shopId}), so one Durable Object takes`,
    "every write. The per-IP new-voter limit is lifted for the bench only (`--var`).",
    "",
    "| measure | value |",
    "|---|---|",
    ...rows.map(([name, value]) => `| ${name} | ${value} |`),
    "",
    "Local workerd is not the edge: these figures compare changes on one machine; they do not predict",
    "production latency, which adds the network and runs each Durable Object in one data centre.",
  ].join("\n");
  await writeReport(section);
  console.log(section);

  if (after - before !== counted) {
    console.error(`Lost or extra votes: the tally rose by ${after - before}, but ${counted} casts were counted.`);
    process.exitCode = 1;
  }
  if (failed > 0) {
    console.error(`${failed} casts failed.`);
    process.exitCode = 1;
  }
} finally {
  stop();
}
