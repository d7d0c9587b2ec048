// `npm run deploy` runs this after `CLOUDFLARE_ENV=production vite build`: it refuses to go on when the
// flattened config the build wrote is not a production one, or when the Worker lacks a secret it needs
// (see production-config.ts). Listing secrets asks Cloudflare for their names (never their values).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { productionConfigProblems, productionSecretProblems, type DeployConfig } from "./production-config.ts";

const path = new URL("../../dist/local_hype/wrangler.json", import.meta.url);
const problems = productionConfigProblems(JSON.parse(readFileSync(path, "utf8")) as DeployConfig);
if (problems.length > 0) {
  console.error(`Not deploying: dist/local_hype/wrangler.json is not a production configuration:\n- ${problems.join("\n- ")}`);
  console.error('Fix [env.production] in wrangler.toml (set PUBLIC_ORIGIN to your domain), then run "npm run deploy" again.');
  process.exit(1);
}

function listedSecrets(): unknown {
  const quiet = {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    WRANGLER_SEND_ERROR_REPORTS: "false",
    WRANGLER_HIDE_BANNER: "true",
  };
  const output = execFileSync("npx", ["wrangler", "secret", "list", "--format", "json", "-c", fileURLToPath(path)], {
    encoding: "utf8",
    env: quiet,
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(output);
}

let secretProblems: string[];
try {
  secretProblems = productionSecretProblems(listedSecrets());
} catch (error) {
  // A Worker never deployed has no secrets to list yet: `wrangler secret put` creates it.
  secretProblems = [`the Worker's secrets could not be listed (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`];
}
if (secretProblems.length > 0) {
  console.error(`Not deploying: production's secrets are incomplete:\n- ${secretProblems.join("\n- ")}`);
  process.exit(1);
}
console.log("Production configuration and secrets checked.");
