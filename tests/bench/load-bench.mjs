// Load on loopback with autocannon: the edge-rendered home HTML, a listings query and
// `submissions.create`, each for a fixed time at several concurrency levels. `votes.cast` has its own
// bench (votes-bench.mjs) because it must count every answer; its rows join this table.
// Absolute figures swing with whatever else runs on the machine, so every figure is also given as a
// ratio to `/robots.txt` (the Worker with no I/O) measured on the same server, at the same level, just
// before and just after the endpoints (the ratio uses the mean of the two).
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
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

/** The reference every figure is read against: the Worker answering without any I/O. */
export const reference = (origin) => ({ label: "`/robots.txt` (reference)", url: `${origin}/robots.txt` });

/**
 * A session cookie that verifies (signed as worker/http/signed-cookies.ts signs, with the first
 * SESSION_SECRET of the .dev.vars the bench's server reads), for a session that does not exist: the page
 * cache is bypassed only for a signature that verifies, and the page renders for an anonymous visitor.
 */
function signedSessionCookie() {
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("SESSION_SECRET="));
  const secret = line.slice("SESSION_SECRET=".length).trim().replace(/^"|"$/g, "").split(",")[0].trim();
  const token = "b".repeat(43);
  const signature = createHmac("sha256", secret).update(`lh_session=${token}`).digest("base64url");
  return `lh_session=${token}.${signature}`;
}

export function targets(origin) {
  return [
    // Anonymous: from the page cache after the first view (worker/cache/page-cache.ts).
    // (These two are also read against /robots.txt in alternating runs: see runCacheComparison.)
    { label: "home HTML `GET /` (cached)", url: `${origin}/`, headers: { accept: "text/html" }, cached: true },
    // As browsers ask for it: locally workerd compresses each answer (on Cloudflare the front end does).
    {
      label: "home HTML `GET /` (cached, gzip as browsers ask)",
      url: `${origin}/`,
      headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" },
      cached: true,
    },
    // A session cookie that verifies bypasses the cache: what every view cost before it, and what a miss costs.
    {
      label: "home HTML `GET /` (rendered: cache bypassed)",
      url: `${origin}/`,
      headers: { accept: "text/html", cookie: signedSessionCookie() },
    },
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
  // What the errors were (a reset, a timeout…), so a failed run says why.
  const errorKinds = new Map();
  run.on("reqError", (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
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
    errorKinds: [...errorKinds].map(([kind, n]) => `${kind} × ${n}`).join(", "),
    non2xx: result.non2xx,
    workerdCpuMs: perRequest("workerd"),
    wranglerCpuMs: perRequest("other"),
    raw: result,
  };
}

/** The reference's figures at one level: the mean of its runs before and after the endpoints. */
function meanOf(runs) {
  const mean = (pick) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const cpu = (key) => (runs.every((run) => run[key] !== null) ? mean((run) => run[key]) : null);
  return { rps: mean((r) => r.rps), p50: mean((r) => r.p50), workerdCpuMs: cpu("workerdCpuMs") };
}

/**
 * Per concurrency level: `/robots.txt`, every target, `/robots.txt` again. Rows carry `ref`, the
 * reference's mean figures at that level, for the ratio columns. `only` picks targets by label.
 */
export async function runLoad({ server, levels = [10, 50], seconds = 10, only = null, log = console.log }) {
  // The cached requests have their own alternating runs (runCacheComparison) unless asked for by name.
  const chosen = targets(server.origin)
    .filter((target) => (only ? only.includes(target.label) : !target.cached))
    .map(({ cached: _cached, ...target }) => target);
  const ref = reference(server.origin);
  // Warm-up, not counted: the first requests compile code and open D1 and Durable Objects.
  for (const { label: _label, ...request } of [ref, ...chosen]) await autocannon({ ...request, connections: 5, amount: 100 });
  const rows = [];
  const run = async ({ label, ...request }, connections, suffix = "") => {
    const figures = await measure(server, { ...request, connections, duration: seconds });
    log(
      `load ${label}${suffix} × ${connections}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
        `${figures.errors} errors${figures.errorKinds ? ` (${figures.errorKinds})` : ""}, ${figures.non2xx} non-2xx`,
    );
    return { label: `${label}${suffix}`, connections, how: `${seconds} s`, server: server.kind, ...figures };
  };
  for (const connections of levels) {
    const before = await run(ref, connections, " before");
    const measured = [];
    for (const target of chosen) measured.push(await run(target, connections));
    const after = await run(ref, connections, " after");
    const reference = meanOf([before, after]);
    rows.push(...[before, ...measured, after].map((row) => ({ ...row, ref: reference })));
  }
  return rows;
}

/**
 * The page cache's target (a cached hit at ≥ 0.8× the trivial Worker's requests/second) read
 * in alternating runs — `/robots.txt`, then each cached request, `pairs` times over — so that a burst
 * of load from elsewhere on this shared machine falls on both sides of a ratio alike. Each round gives
 * one ratio per cached request (its req/s ÷ that round's `/robots.txt`); the median of the rounds is
 * the figure.
 */
export async function runCacheComparison({ server, levels = [10, 50], seconds = 4, pairs = 3, log = console.log }) {
  const ref = reference(server.origin);
  const cached = targets(server.origin).filter((target) => target.cached);
  const strip = ({ label: _label, cached: _cached, ...request }) => request;
  for (const request of [ref, ...cached]) await autocannon({ ...strip(request), connections: 5, amount: 100 });
  const results = [];
  for (const connections of levels) {
    const rounds = [];
    for (let round = 0; round < pairs; round += 1) {
      const robots = await measure(server, { ...strip(ref), connections, duration: seconds });
      const answers = [];
      for (const target of cached)
        answers.push({ label: target.label, ...(await measure(server, { ...strip(target), connections, duration: seconds })) });
      log(
        `cache comparison × ${connections}, round ${round + 1}: robots ${Math.round(robots.rps)} req/s; ` +
          answers.map((a) => `${a.label} ${Math.round(a.rps)} req/s (${(a.rps / robots.rps).toFixed(2)}×)`).join("; "),
      );
      rounds.push({ robots, answers });
    }
    for (const target of cached) {
      const mine = rounds.map((r) => ({ robots: r.robots, answer: r.answers.find((a) => a.label === target.label) }));
      results.push({
        label: target.label,
        connections,
        ratios: mine.map(({ robots, answer }) => answer.rps / robots.rps),
        rps: median(mine.map(({ answer }) => answer.rps)),
        robotsRps: median(mine.map(({ robots }) => robots.rps)),
        cpuMs: median(mine.map(({ answer }) => answer.workerdCpuMs ?? NaN)),
        robotsCpuMs: median(mine.map(({ robots }) => robots.workerdCpuMs ?? NaN)),
        errors: mine.reduce((sum, { robots, answer }) => sum + robots.errors + answer.errors + answer.non2xx, 0),
      });
    }
  }
  return results;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The Markdown table of runCacheComparison's results (without its heading). */
function cacheTable(results, seconds, pairs) {
  if (!results.length) return [];
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : "–");
  return [
    `\`/robots.txt\` and each cached request in turn, ${pairs} rounds of ${seconds} s per concurrency level; the ratio is`,
    "each round's cached req/s over that round's `/robots.txt` (target: ≥ 0.80×, and ≤ 1 ms of workerd CPU per hit).",
    "",
    "| request | connections | ratio per round | median ratio | req/s (median) | robots req/s (median) | workerd CPU ms/hit | robots CPU ms/req | errors |",
    "|---|--:|---|--:|--:|--:|--:|--:|--:|",
    ...results.map(
      (r) =>
        `| ${r.label} | ${r.connections} | ${r.ratios.map((x) => `${x.toFixed(2)}×`).join(", ")} | **${median(r.ratios).toFixed(2)}×** | ` +
        `${count(r.rps)} | ${count(r.robotsRps)} | ${ms(r.cpuMs)} | ${ms(r.robotsCpuMs)} | ${r.errors} |`,
    ),
  ];
}

/** The reference figures per level from load rows, for rows measured elsewhere (votes). */
export function referencesByLevel(rows) {
  return new Map(rows.filter((row) => row.ref).map((row) => [row.connections, row.ref]));
}

const ratio = (value, base) => (value === null || base === null || !base ? "–" : `${(value / base).toFixed(2)}×`);

const COLUMNS = [
  ["req/s ÷ robots", (r) => (r.ref ? ratio(r.rps, r.ref.rps) : "–")],
  ["p50 ÷ robots", (r) => (r.ref ? ratio(r.p50, r.ref.p50) : "–")],
  ["workerd CPU ÷ robots", (r) => (r.ref ? ratio(r.workerdCpuMs, r.ref.workerdCpuMs) : "–")],
  ["req/s", (r) => count(r.rps)],
  ["p50 ms", (r) => String(r.p50)],
  ["p99 ms", (r) => String(r.p99)],
  ["errors / non-2xx", (r) => `${r.errors} / ${r.non2xx}`],
  ["workerd CPU ms/req", (r) => (r.workerdCpuMs === null ? "–" : r.workerdCpuMs.toFixed(2))],
  ["host CPU ms/req", (r) => (r.wranglerCpuMs === null ? "–" : r.wranglerCpuMs.toFixed(2))],
];

/**
 * The Markdown of the load section. `rows` holds the Miniflare runs and the votes.cast runs; `start`
 * the alternating runs against `npm start`'s own server (`npm run serve`).
 */
export function loadSection(rows, start, previousText, startedAt, seconds, cache = { results: [], seconds: 0, pairs: 0 }) {
  const previous = previousFigures(previousText, 2);
  const table = (list) => [
    `| endpoint | connections | how long | requests | ${COLUMNS.map(([header]) => header).join(" | ")} |`,
    `|---|--:|--:|--:|${COLUMNS.map(() => "--:").join("|")}|`,
    ...list.map((r) => {
      const key = `${r.label} / ${r.connections}`;
      const cells = COLUMNS.map(([header, format]) => withPrevious(format(r), previousValue(previous, key, header)));
      return `| ${r.label} | ${r.connections} | ${r.how} | ${count(r.requests)} | ${cells.join(" | ")} |`;
    }),
  ];
  const startRobots = start.results[0]?.robotsRps;
  const mfRobots = cache.results.find((r) => r.connections === start.results[0]?.connections)?.robotsRps;
  return [
    "## Load: requests per second on loopback (`npm run bench`)",
    "",
    `Measured ${startedAt} by \`npm run bench\` (\`tests/bench/load-bench.mjs\`, \`votes-bench.mjs\`) with autocannon`,
    "on loopback against the production build. The figures come from the built Worker in **Miniflare directly**",
    "(`tests/bench/miniflare-server.mjs`: `npm start`'s server without its local explorer and trigger URLs,",
    "fresh state); a last table measures `npm start`'s own server once. autocannon and the server share",
    "the machine.",
    `Machine: ${machine()}.`,
    "",
    "**Read the ratios first.** Absolute figures swing with whatever else runs on the machine (several",
    "times over between runs on a shared 2-core machine). Every endpoint is therefore also given as a ratio",
    "to `/robots.txt` (the Worker answering with no I/O) on the same server at the same concurrency, measured",
    "just before and just after the endpoints (the ratio uses the mean of both): `req/s ÷ robots` 0.50× means",
    "half the trivial Worker's throughput; `CPU ÷ robots` 10× means ten times its CPU per request.",
    "",
    `Each endpoint runs for ${seconds} s per concurrency level after 100 uncounted warm-up requests;`,
    "`votes.cast` runs a fixed number of casts instead (see the votes section for why; its ratio uses that",
    "level's `/robots.txt` runs). Latency is per request as autocannon sees it. `submissions.create` posts a",
    "valid submission with the page's Origin from one client, its rate limit lifted for this server only",
    "(`RATE_LIMIT_SUBMISSIONS:100000000/60`); every accepted one is a row written to D1.",
    "",
    "**CPU time per request:** local workerd does not report per-request CPU time. The CPU columns are the",
    "server's process CPU time read from `/proc` around each run, divided by the requests answered:",
    "**workerd** is the runtime (Worker, Durable Objects and D1's SQLite all run in it); **host** is the Node",
    "process around it (Miniflare, nearly idle). Both include",
    "idle overhead, so they are upper bounds of the Worker's own CPU time.",
    previous.measuredAt
      ? `In brackets: the previous run's figure (measured ${previous.measuredAt}); \`(=)\` means unchanged.`
      : "No previous load figures in this file: nothing to compare against yet.",
    "",
    ...table(rows),
    ...(cache.results.length
      ? ["", "### The page cache against the trivial Worker, alternating runs", "", ...cacheTable(cache.results, cache.seconds, cache.pairs)]
      : []),
    ...(start.results.length
      ? [
          "",
          "### What `npm start` gives you",
          "",
          "The same build served by `npm start`'s own server (`npm run serve`: `worker/cli/local-server.mjs`, Miniflare",
          "with the local explorer and the trigger URLs, no `wrangler dev` proxy), measured in the same run.",
          ...(startRobots && mfRobots
            ? [
                `Here \`/robots.txt\` answers ${count(startRobots)} req/s against ${count(mfRobots)} in the bench's own server (${ratio(startRobots, mfRobots)}).`,
              ]
            : []),
          "",
          ...cacheTable(start.results, start.seconds, start.pairs),
        ]
      : []),
  ].join("\n");
}
