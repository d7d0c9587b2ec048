// The built Worker in Miniflare directly, as `npm start` serves it (worker/cli/local-server.mjs) but
// without what a person uses by hand (the local explorer, the trigger URLs) and with warnings and errors
// only, so the load bench measures the app. Run as its own process (tests/bench/server.mjs starts it):
// prints "ready <url>" once it answers.
//   node tests/bench/miniflare-server.mjs --port 8841 --state .wrangler/bench-state [--var NAME:value]…
import { parseArgs } from "node:util";
import { LogLevel } from "miniflare";
import { startLocalServer, varsOf } from "../../worker/cli/local-server.mjs";

const { values } = parseArgs({
  options: { port: { type: "string" }, state: { type: "string" }, var: { type: "string", multiple: true } },
});
const mf = await startLocalServer({
  port: Number(values.port ?? 8841),
  state: values.state ?? ".wrangler/bench-state",
  vars: varsOf(values.var),
  devTools: false,
  logLevel: LogLevel.WARN,
});
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
