// The server every bench measures: the production build in local workerd, started through the browser
// tests' tests/e2e/serve.sh on the bench's own port and its own, fresh state folder, so neither a
// developer's data nor a running e2e server is touched. Extra arguments go to `wrangler dev` (the bench
// lifts rate limits with `--var`, never in wrangler.toml).
import { spawn, execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Starts serve.sh in its own process group (so stopping it also stops wrangler and workerd, and
 * nothing else) and resolves once the API answers.
 */
export async function startServer({ port, state = ".wrangler/bench-state", args = [], fixtureSql }) {
  const origin = `http://localhost:${port}`;
  const child = spawn("bash", ["tests/e2e/serve.sh", ...args], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_STATE: state, ...(fixtureSql ? { E2E_FIXTURE_SQL: fixtureSql } : {}) },
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

  return { origin, stop, cpu: () => groupCpu(child.pid) };
}

let ticksPerSecond;
function clockTicks() {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

/**
 * CPU seconds used so far by the server's processes, split into workerd (the runtime: Worker, Durable
 * Objects, D1's SQLite) and the rest (wrangler's Node process, which logs each request). Local workerd
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
