// `npm run deploy` runs this after `CLOUDFLARE_ENV=production vite build`: it refuses to go on when the
// flattened config the build wrote is not a production one (see production-config.ts).
import { readFileSync } from "node:fs";
import { productionConfigProblems, type DeployConfig } from "./production-config.ts";

const path = new URL("../../dist/local_hype/wrangler.json", import.meta.url);
const problems = productionConfigProblems(JSON.parse(readFileSync(path, "utf8")) as DeployConfig);
if (problems.length > 0) {
  console.error(`Not deploying: dist/local_hype/wrangler.json is not a production configuration:\n- ${problems.join("\n- ")}`);
  console.error('Fix [env.production] in wrangler.toml (set PUBLIC_ORIGIN to your domain), then run "npm run deploy" again.');
  process.exit(1);
}
console.log("Production configuration checked.");
