// Serves ./send-floor-worker.mjs in Miniflare, the live bench's yardstick for what a WebSocket message
// costs local workerd. Run as its own process (tests/bench/server.mjs startSendFloor), so its workerd's
// CPU time is read apart from the app's server: prints "ready <url>".
//   node tests/bench/send-floor-server.mjs --port 8844
import { fileURLToPath } from "node:url";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from "miniflare";

const { values } = parseArgs({ options: { port: { type: "string" } } });
const here = dirname(fileURLToPath(import.meta.url));
const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: "127.0.0.1",
    port: Number(values.port ?? 8844),
    log: new Log(LogLevel.WARN),
    cf: false,
    telemetry: { enabled: false },
    rootPath: here,
    modulesRoot: here,
    modules: [{ type: "ESModule", path: `${here}/send-floor-worker.mjs` }],
    compatibilityDate: "2026-08-01",
    durableObjects: { ROOM: { className: "Room", useSQLite: true } },
  }),
);
console.log(`ready ${await mf.ready}`);
const stop = () => mf.dispose().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
