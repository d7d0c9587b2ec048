// The deployed environment is a production one: wrangler.toml's [env.production] as wrangler itself
// reads it, and `npm run deploy` builds and deploys exactly that environment.
import { readFileSync } from "node:fs";
import * as wrangler from "wrangler";
import { describe, expect, it } from "vitest";
import {
  PLACEHOLDER_ORIGIN,
  PLACEHOLDER_TAX_NUMBERS,
  PRODUCTION_LIMIT_VARS,
  productionConfigProblems,
  productionSecretProblems,
  type DeployConfig,
} from "@worker/cli/production-config";

type ReadConfig = (args: { config: string; env?: string }) => DeployConfig & { name: string; vars: Record<string, unknown> };
/** wrangler's own reader, so environments resolve exactly as `wrangler deploy` resolves them. */
const readConfig = (wrangler as unknown as { unstable_readConfig: ReadConfig }).unstable_readConfig;

/** What an operator sets for a real deployment. */
const real = { PUBLIC_ORIGIN: "https://localhype.ca", GST_HST_NUMBER: "123456789RT0001", QST_NUMBER: "1234567890TQ0001" };
const configPath = new URL("../../wrangler.toml", import.meta.url).pathname;
const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;

describe("production configuration", () => {
  it("[env.production] has APP_ENV=production, every binding and the cron; only the domain is left to fill in", () => {
    const production = readConfig({ config: configPath, env: "production" });
    expect(production.vars.APP_ENV).toBe("production");
    expect(production.name).toBe("local-hype");
    expect(productionConfigProblems(production)).toEqual([
      `PUBLIC_ORIGIN is still the placeholder ${PLACEHOLDER_ORIGIN}`,
      `GST_HST_NUMBER is still the placeholder ${PLACEHOLDER_TAX_NUMBERS.GST_HST_NUMBER}`,
      `QST_NUMBER is still the placeholder ${PLACEHOLDER_TAX_NUMBERS.QST_NUMBER}`,
    ]);
    expect(productionConfigProblems({ ...production, vars: { ...production.vars, ...real } })).toEqual([]);
    expect(productionConfigProblems({ ...production, vars: { ...production.vars, ...real, QST_NUMBER: " " } })).toEqual([
      "QST_NUMBER is not set (receipts print it)",
    ]);
  });

  it("keeps production's limits and bot-challenge work in step with the top-level vars", () => {
    const production = readConfig({ config: configPath, env: "production" });
    const local = readConfig({ config: configPath });
    // Only the environment's name, its origin and the registration numbers differ; a limit added at the top level must reach production.
    const differ = new Set(["APP_ENV", "PUBLIC_ORIGIN", "GST_HST_NUMBER", "QST_NUMBER"]);
    const shared = (vars: Record<string, unknown>) => Object.fromEntries(Object.entries(vars).filter(([name]) => !differ.has(name)));
    expect(shared(production.vars)).toEqual(shared(local.vars));
    for (const name of PRODUCTION_LIMIT_VARS) expect(typeof production.vars[name], name).toBe("string");
    const { RATE_LIMIT_LOGIN_HARD: _dropped, ...withoutHard } = production.vars;
    expect(productionConfigProblems({ ...production, vars: { ...withoutHard, ...real } })).toEqual(["RATE_LIMIT_LOGIN_HARD is not set"]);
  });

  it("the top-level (local) environment would be refused as a deploy", () => {
    const local = readConfig({ config: configPath });
    expect(local.vars.APP_ENV).toBe("development");
    expect(productionConfigProblems(local)).toEqual(
      expect.arrayContaining([
        'APP_ENV is "development", not "production" (without Stripe\'s keys such a Worker takes no payments: the local test checkout answers only on localhost, 127.0.0.0/8 and [::1])',
        'PUBLIC_ORIGIN "" is not an https origin',
      ]),
    );
  });

  it("npm run deploy builds the production environment, checks it, then migrates, seeds and deploys that build", () => {
    const steps = scripts.deploy!.split(" && ");
    expect(steps[0]).toBe("CLOUDFLARE_ENV=production npm run build");
    expect(steps[1]).toBe("node worker/cli/check-production-config.ts");
    expect(steps[2]).toMatch(/wrangler d1 migrations apply DB --remote --env production$/);
    expect(steps[3]).toBe("npm run db:seed -- --remote --env production");
    expect(steps[4]).toMatch(/wrangler deploy -c dist\/local_hype\/wrangler\.json$/);
  });

  it("refuses a production without its secrets: sessions, and Stripe's keys (paid tiers would be refused)", () => {
    // What `wrangler secret list --format json` prints: names and types, never values.
    const listed = [
      { name: "SESSION_SECRET", type: "secret_text" },
      { name: "STRIPE_SECRET_KEY", type: "secret_text" },
      { name: "STRIPE_WEBHOOK_SECRET", type: "secret_text" },
    ];
    expect(productionSecretProblems(listed)).toEqual([]);
    expect(productionSecretProblems(listed.slice(0, 1))).toEqual([
      "secret STRIPE_SECRET_KEY is not set (wrangler secret put STRIPE_SECRET_KEY --env production)",
      "secret STRIPE_WEBHOOK_SECRET is not set (wrangler secret put STRIPE_WEBHOOK_SECRET --env production)",
    ]);
    expect(productionSecretProblems({ error: "not found" })).toEqual(["the secret list is not a JSON array"]);
  });
});
