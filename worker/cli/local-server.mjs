// `npm start`'s server (`npm run serve`): the built Worker in Miniflare, the same local runtime
// `wrangler dev` runs it in, configured from the build's own wrangler.json exactly as wrangler derives it
// (unstable_getMiniflareWorkerOptions: bindings, D1, R2, Durable Objects, queues and their consumers,
// send_email, static assets and run_worker_first), with the local state where `wrangler dev --persist-to`
// keeps it, so the migrations, the seed and the operator CLIs prepare it. What it leaves out is what
// `wrangler dev` adds in front: a proxy Worker that rewrites every HTML answer (it decompresses the
// page cache's gzip bytes and compresses them again), a log line per request and the trace collector.
// Decision 0164.
//   node worker/cli/local-server.mjs [--port 8787] [--state .wrangler/state] [--var NAME:value]…
// Kept: Cron Triggers by hand (/cdn-cgi/local/scheduled?cron=…), the e-mail simulation (files under
// dist/local_hype/.wrangler/tmp/email/, listed by the local explorer at /cdn-cgi/local/explorer/…).
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";

const CONFIG = "dist/local_hype/wrangler.json";

/** .dev.vars as wrangler reads it: NAME=value lines, # comments. */
function devVars() {
  const vars = {};
  for (const line of readFileSync(".dev.vars", "utf8").split("\n")) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*)$/i.exec(line);
    if (match) vars[match[1]] = match[2].trim();
  }
  return vars;
}

/** The module type of each file the bundle imports: its code, the share images' WebAssembly and fonts. */
const MODULE_TYPES = { ".js": "ESModule", ".wasm": "CompiledWasm", ".bin": "Data" };
const typeOf = (name) => MODULE_TYPES[name.slice(name.lastIndexOf("."))];

/**
 * Starts the built Worker. `vars` overrides variables ({ NAME: value }); `devTools` adds what a person
 * uses by hand (the local explorer, the Cron Trigger and e-mail trigger URLs): the bench leaves them out.
 * `inspectorPort` opens the DevTools protocol, to take a CPU profile of the Worker.
 */
export async function startLocalServer({ port, state, vars = {}, devTools = true, logLevel = LogLevel.INFO, inspectorPort }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(CONFIG);
  // Module rules do not carry over to Miniflare 5: list the bundle's modules instead, entry first.
  delete workerOptions.modulesRules;
  const bundle = resolve("dist/local_hype");
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
      port,
      inspectorPort,
      // The layout `wrangler dev --persist-to STATE` uses, so wrangler's migration command prepares it.
      resourcePersistencePath: join(resolve(state), "v3"),
      // Where `wrangler dev` writes the simulated e-mails (beside the config it serves).
      resourceTmpPath: join(bundle, ".wrangler", "tmp"),
      log: new Log(logLevel),
      logRequests: false,
      unsafeLocalExplorer: devTools,
      unsafeTriggerHandlers: devTools,
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
          bindings: { ...workerOptions.bindings, ...devVars(), ...vars },
        },
      ],
    }),
  );
  await mf.ready;
  return mf;
}

/** `--var NAME:value` pairs, as `wrangler dev --var` takes them. */
export const varsOf = (pairs = []) => Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]));

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: { port: { type: "string" }, state: { type: "string" }, var: { type: "string", multiple: true } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 8787);
  const mf = await startLocalServer({ port, state: values.state ?? ".wrangler/state", vars: varsOf(values.var) });
  console.log(`Local Hype is ready on http://localhost:${port}`);
  const stop = () => mf.dispose().finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
