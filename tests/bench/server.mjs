// The servers the benches measure: the production build in local workerd, on the bench's own port and
// its own, fresh state folder, so neither a developer's data nor a running e2e server is touched.
// Miniflare directly for the figures (startMiniflare), `npm start`'s own server once for comparison
// (startServer). Rate limits are lifted with variables for that server only, never in wrangler.toml.
import { spawn, execFileSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

const offline = {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** A fresh state, migrated and seeded as `npm start` does, then the bench's extra data, if any. */
function freshState(state, fixtureSql) {
  rmSync(join(root, state), { recursive: true, force: true });
  execFileSync("npm", ["run", "--silent", "db:seed", "--", "--persist-to", state], {
    cwd: root,
    env: { ...process.env, ...offline },
    stdio: "ignore",
  });
  const started = performance.now();
  if (fixtureSql) {
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--yes", "--file", fixtureSql], {
      cwd: root,
      env: { ...process.env, ...offline },
      stdio: "ignore",
    });
  }
  execFileSync(process.execPath, ["worker/cli/ensure-dev-vars.mjs"], { cwd: root, stdio: "ignore" });
  return performance.now() - started;
}

/**
 * The server the benches measure by default: the built Worker in Miniflare directly
 * (tests/bench/miniflare-server.mjs): `npm start`'s server without its local explorer and trigger URLs,
 * logging warnings only. Fresh state, migrated with wrangler's own command. `vars` are `NAME:value`
 * pairs (the bench lifts rate limits with them).
 */
export async function startMiniflare({ port, state = ".wrangler/bench-state", vars = [], fixtureSql }) {
  // How long the extra data and the server's start (with its first Cron Trigger runs) take, for the bench's report.
  const fixtureMs = freshState(state, fixtureSql);
  const args = ["tests/bench/miniflare-server.mjs", "--port", String(port), "--state", state, ...vars.flatMap((v) => ["--var", v])];
  // Miniflare listens on the IPv4 loopback only; "localhost" could resolve to ::1 first.
  const started = performance.now();
  const server = await launch(process.execPath, args, {
    origin: `http://127.0.0.1:${port}`,
    kind: "Miniflare (the built Worker, no wrangler dev in front)",
  });
  return { ...server, fixtureMs, startMs: performance.now() - started };
}

/**
 * `npm start`'s own server, as `npm run serve` starts it (worker/cli/local-server.mjs: the local
 * explorer, the trigger URLs, info-level logs), on its own fresh state.
 */
export async function startServer({ port, state = ".wrangler/bench-state", vars = [] }) {
  freshState(state);
  const args = ["worker/cli/local-server.mjs", "--port", String(port), "--state", state, ...vars.flatMap((v) => ["--var", v])];
  return launch(process.execPath, args, { origin: `http://127.0.0.1:${port}`, kind: "`npm start`'s server (`npm run serve`)" });
}

/**
 * Starts a server in its own process group (so stopping it also stops wrangler or Miniflare and
 * workerd, and nothing else) and resolves once the API answers.
 */
async function launch(command, args, { origin, env = {}, kind }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...offline, ...env },
    // wrangler logs every request: under load that is megabytes. Keep only the tail of stderr, shown
    // if the server fails.
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let log = "";
  child.stderr.on("data", (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  let exited = false;
  let stopping = false;
  const exit = new Promise((resolve) => child.on("exit", resolve));
  exit.then((code) => {
    exited = true;
    if (code && !stopping) console.error(`The server exited with ${code}:\n${log}`);
  });

  const stop = async () => {
    if (exited) return;
    stopping = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // Already gone.
    }
    // Give workerd a moment to release the port before the process exits or a new server starts.
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  // Ctrl-C during a bench must not leave workerd running on the port.
  const onSignal = () => {
    stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`The server exited before answering:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/trpc/health.check`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not start on ${origin} within 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return { origin, kind, stop, cpu: () => groupCpu(child.pid), workerdRssBytes: () => groupRss(child.pid) };
}

let ticksPerSecond;
function clockTicks() {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

/**
 * CPU seconds used so far by the server's processes, split into workerd (the runtime: Worker, Durable
 * Objects, D1's SQLite) and the rest (the Node process hosting it: wrangler, which logs each request,
 * or Miniflare). Local workerd
 * reports no per-request CPU time, so the load bench divides the change in these by the requests served.
 * Linux only (/proc); elsewhere it answers null and the bench leaves the column empty.
 */
function groupCpu(groupId) {
  const totals = { workerd: 0, other: 0 };
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Exited while we looked.
    }
    // The command name is in parentheses and may hold spaces; the numbered fields follow it.
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const fields = stat.slice(close + 2).split(" ");
    // Fields after the name, from 0: state, ppid, pgrp, …, utime (11), stime (12).
    if (Number(fields[2]) !== groupId) continue;
    const seconds = (Number(fields[11]) + Number(fields[12])) / clockTicks();
    totals[name === "workerd" ? "workerd" : "other"] += seconds;
  }
  return totals;
}

/**
 * Resident memory of the server's workerd processes (the runtime holding the Worker, its Durable
 * Objects and their sockets), in bytes, from /proc; null where there is no /proc.
 */
function groupRss(groupId) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let bytes = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat, status;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      status = readFileSync(`/proc/${entry}/status`, "utf8");
    } catch {
      continue; // Exited while we looked.
    }
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    if (name !== "workerd" || Number(stat.slice(close + 2).split(" ")[2]) !== groupId) continue;
    bytes += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  }
  return bytes;
}
