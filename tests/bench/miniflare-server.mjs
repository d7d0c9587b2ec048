// The built Worker in Miniflare directly: no `wrangler dev` proxy Worker, request logging or local
// explorer in front of it, so the load bench measures the app. The same configuration wrangler would
// use (unstable_getMiniflareWorkerOptions on the build's wrangler.json: bindings, Durable Objects,
// static assets and run_worker_first), the same local state layout as `wrangler dev --persist-to`
// (so `wrangler d1 migrations apply --persist-to` prepares it), SESSION_SECRET from .dev.vars.
// Run as its own process (tests/bench/server.mjs starts it): prints "ready <url>" once it answers.
//   node tests/bench/miniflare-server.mjs --port 8841 --state .wrangler/bench-state [--var NAME:value]…
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const { values } = parseArgs({
  options: { port: { type: "string" }, state: { type: "string" }, var: { type: "string", multiple: true } },
});
const state = resolve(values.state ?? ".wrangler/bench-state");
const config = "dist/local_hype/wrangler.json";

/** .dev.vars as wrangler reads it: NAME=value lines, # comments. */
function devVars() {
  const vars = {};
  for (const line of readFileSync(".dev.vars", "utf8").split("\n")) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*)$/i.exec(line);
    if (match) vars[match[1]] = match[2].trim();
  }
  return vars;
}

const overrides = Object.fromEntries((values.var ?? []).map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]));
const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
// Module rules do not carry over to Miniflare 5: list the bundle's modules instead, entry first.
delete workerOptions.modulesRules;
const bundle = resolve("dist/local_hype");
/** The module type of each file the bundle imports: its code, the share images' WebAssembly and fonts. */
const MODULE_TYPES = { ".js": "ESModule", ".wasm": "CompiledWasm", ".bin": "Data" };
const typeOf = (name) => MODULE_TYPES[name.slice(name.lastIndexOf("."))];
const modules = [
  "index.js",
  ...readdirSync(join(bundle, "assets"))
    .filter((name) => typeOf(name))
    .map((name) => `assets/${name}`),
].map((name) => ({ type: typeOf(name), path: join(bundle, name) }));

// Wrangler builds Miniflare's options the same way: version-4 style options, converted.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: Number(values.port ?? 8841),
    // The layout `wrangler dev --persist-to STATE` uses, so wrangler's migration command prepares it.
    resourcePersistencePath: join(state, "v3"),
    // Warnings and errors only: no line per request, no local explorer, no trace collector.
    log: new Log(LogLevel.WARN),
    logRequests: false,
    unsafeLocalExplorer: false,
    unsafeObservability: false,
    cf: false,
    telemetry: { enabled: false },
    workers: [
      {
        ...workerOptions,
        name: "local-hype",
        rootPath: bundle,
        modulesRoot: bundle,
        modules,
        bindings: { ...workerOptions.bindings, ...devVars(), ...overrides },
      },
    ],
  }),
);

const url = await mf.ready;
// The events Cron Trigger, as a deployed Worker runs it every 15 minutes: the bench's fixture marks its
// events due (next_end_at 0), and this computes their occurrences. One run moves a bounded number of
// events, so it runs again while any is due. Nothing is due on other states.
const db = await mf.getD1Database("DB");
const due = async () => (await db.prepare("SELECT count(*) AS n FROM listings WHERE next_end_at <= ?").bind(Date.now()).first()).n;
for (let run = 0; run === 0 || (run < 20 && (await due()) > 0); run++) await (await mf.getWorker()).scheduled({ cron: "*/15 * * * *" });
console.log(`ready ${url}`);
const stop = () => mf.dispose().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
