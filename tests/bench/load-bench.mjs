// Load on loopback with autocannon: the edge-rendered home HTML, a listings query and
// `submissions.create`, each for a fixed time at several concurrency levels. `votes.cast` has its own
// bench (votes-bench.mjs) because it must count every answer; its rows join this table.
import autocannon from "autocannon";
import { count, machine, previousFigures, previousValue, withPrevious } from "./report.mjs";

export const SECTION = "load-bench";

/** A valid submission (the shape of tests/unit/factories.ts makeSubmissionInput). */
const submission = {
  title: "Bench Submission",
  description: "A neighbourhood bakery with the best sourdough in town.",
  content_type: "gem",
  city: "Toronto",
  location: "Kensington Market",
  submitter_name: "Ada Bench",
  submitter_email: "ada@example.com",
};

export function targets(origin) {
  return [
    { label: "home HTML `GET /`", url: `${origin}/`, headers: { accept: "text/html" } },
    {
      label: "`listings.list` {type: shop}",
      url: `${origin}/api/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ type: "shop" }))}`,
    },
    {
      label: "`submissions.create`",
      url: `${origin}/api/trpc/submissions.create`,
      method: "POST",
      // Mutations must come from our own pages (the API's Origin check), as the browser's would.
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(submission),
    },
  ];
}

/**
 * One measured run, with the server's CPU time over it. The CPU is read from /proc around the run,
 * so it includes everything the server did meanwhile (for these endpoints: nothing else).
 */
export async function measure(server, options) {
  const before = server.cpu();
  const started = Date.now();
  let lastAnswer = started;
  // Throughput is answers over the time until the last answer. autocannon's own figures end at its
  // next once-a-second sample, so a fixed number of requests read as whole seconds (2,000 casts in
  // 23.2 s gave 2000/24 = 83/s), and its mean of per-second samples has the same flaw.
  const run = autocannon(options);
  run.on("response", () => {
    lastAnswer = Date.now();
  });
  const result = await run;
  const after = server.cpu();
  const answered = result["2xx"] + result.non2xx;
  const perRequest = (key) => (before && after && answered ? ((after[key] - before[key]) * 1000) / answered : null);
  const elapsed = Math.max(lastAnswer - started, 1) / 1000;
  return {
    requests: answered,
    rps: answered / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    workerdCpuMs: perRequest("workerd"),
    wranglerCpuMs: perRequest("other"),
    raw: result,
  };
}

export async function runLoad({ server, levels = [10, 50], seconds = 10, log = console.log }) {
  const rows = [];
  for (const target of targets(server.origin)) {
    const { label, ...request } = target;
    // Warm-up, not counted: the first requests compile code and open D1 and Durable Objects.
    await autocannon({ ...request, connections: 5, amount: 100 });
    for (const connections of levels) {
      const figures = await measure(server, { ...request, connections, duration: seconds });
      log(
        `load ${label} × ${connections}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
          `${figures.errors} errors, ${figures.non2xx} non-2xx`,
      );
      rows.push({ label, connections, how: `${seconds} s`, ...figures });
    }
  }
  return rows;
}

const COLUMNS = [
  ["req/s", (r) => count(r.rps)],
  ["p50 ms", (r) => String(r.p50)],
  ["p99 ms", (r) => String(r.p99)],
  ["errors / non-2xx", (r) => `${r.errors} / ${r.non2xx}`],
  ["workerd CPU ms/req", (r) => (r.workerdCpuMs === null ? "–" : r.workerdCpuMs.toFixed(2))],
  ["wrangler CPU ms/req", (r) => (r.wranglerCpuMs === null ? "–" : r.wranglerCpuMs.toFixed(2))],
];

/** The Markdown of the load section; `rows` also holds the votes.cast runs. */
export function loadSection(rows, previousText, startedAt, seconds) {
  const previous = previousFigures(previousText, 2);
  return [
    "## Load: requests per second on loopback (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/load-bench.mjs\`, \`votes-bench.mjs\`) with autocannon`,
    "on loopback against the production build in local workerd (`wrangler dev`, fresh state); autocannon,",
    "wrangler and workerd share the machine.",
    `Machine: ${machine()}.`,
    "",
    `Each endpoint runs for ${seconds} s per concurrency level after 100 uncounted warm-up requests;`,
    "`votes.cast` runs a fixed number of casts instead (see the votes section for why). Latency is per",
    "request as autocannon sees it. `submissions.create` posts a valid submission with the page's Origin",
    "from one client, its rate limit lifted for this server only (`--var RATE_LIMIT_SUBMISSIONS:100000000/60`);",
    "every accepted one is a row written to D1.",
    "",
    "**CPU time per request:** local workerd does not report per-request CPU time (`wrangler dev` logs only",
    "the wall time). The CPU columns are the server's process CPU time read from `/proc` around each run,",
    "divided by the requests answered: **workerd** is the runtime (Worker, Durable Objects and D1's SQLite",
    "all run in it); **wrangler** is its Node process, which here mostly prints one log line per request.",
    "Both include idle overhead, so they are upper bounds of the Worker's own CPU time.",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous load figures in this file: nothing to compare against yet.",
    "",
    `| endpoint | connections | how long | requests | ${COLUMNS.map(([header]) => header).join(" | ")} |`,
    `|---|--:|--:|--:|${COLUMNS.map(() => "--:").join("|")}|`,
    ...rows.map((r) => {
      const key = `${r.label} / ${r.connections}`;
      const cells = COLUMNS.map(([header, format]) => withPrevious(format(r), previousValue(previous, key, header)));
      return `| ${r.label} | ${r.connections} | ${r.how} | ${count(r.requests)} | ${cells.join(" | ")} |`;
    }),
  ].join("\n");
}
