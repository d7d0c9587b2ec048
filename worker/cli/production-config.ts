// What a deployable configuration must have: the production environment's vars, every binding the
// Worker uses, the cleanup cron, and the secrets. `npm run deploy` checks the flattened config of the production
// build with it (check-production-config.ts) before anything is applied or uploaded; the unit tests
// check wrangler.toml's [env.production] with it.

export interface DeployConfig {
  vars?: Record<string, unknown>;
  triggers?: { crons?: string[] };
  d1_databases?: { binding: string }[];
  r2_buckets?: { binding: string }[];
  durable_objects?: { bindings?: { name: string }[] };
}

/** The placeholder wrangler.toml ships with; a deploy must replace it with the real domain. */
export const PLACEHOLDER_ORIGIN = "https://local-hype.example";

/** The registration numbers receipts print, as wrangler.toml's placeholders (a deploy must replace them). */
export const PLACEHOLDER_TAX_NUMBERS = { GST_HST_NUMBER: "000000000RT0000", QST_NUMBER: "0000000000TQ0000" } as const;

/** The limits and the bot challenge's work, every one set explicitly (no silent default in production). */
export const PRODUCTION_LIMIT_VARS = [
  "RATE_LIMIT_SUBMISSIONS",
  "RATE_LIMIT_SUBMISSIONS_HARD",
  "RATE_LIMIT_NEWSLETTER",
  "RATE_LIMIT_NEWSLETTER_HARD",
  "RATE_LIMIT_UPLOADS",
  "RATE_LIMIT_UPLOADS_HARD",
  "RATE_LIMIT_CLAIMS",
  "RATE_LIMIT_CLAIMS_HARD",
  "RATE_LIMIT_LOGIN",
  "RATE_LIMIT_LOGIN_HARD",
  "RATE_LIMIT_RECEIPTS",
  "RATE_LIMIT_VITALS",
  "RATE_LIMIT_ACTIVITY",
  "RATE_LIMIT_SHARE_IMAGES",
  "RATE_LIMIT_NEW_VOTERS",
  "RATE_LIMIT_NEW_VOTERS_HARD",
  "RATE_LIMIT_IPV6_PREFIX",
  "ALTCHA_MAX_NUMBER",
] as const;

export function productionConfigProblems(config: DeployConfig): string[] {
  const problems: string[] = [];
  const vars = config.vars ?? {};
  if (vars.APP_ENV !== "production") {
    problems.push(
      `APP_ENV is ${JSON.stringify(vars.APP_ENV)}, not "production" (without Stripe's keys such a Worker takes no payments: the local test checkout answers only on localhost, 127.0.0.0/8 and [::1])`,
    );
  }
  const origin = typeof vars.PUBLIC_ORIGIN === "string" ? vars.PUBLIC_ORIGIN : "";
  if (!/^https:\/\/[^/\s]+$/.test(origin)) problems.push(`PUBLIC_ORIGIN ${JSON.stringify(origin)} is not an https origin`);
  else if (origin === PLACEHOLDER_ORIGIN) problems.push(`PUBLIC_ORIGIN is still the placeholder ${PLACEHOLDER_ORIGIN}`);
  for (const name of PRODUCTION_LIMIT_VARS) {
    if (typeof vars[name] !== "string") problems.push(`${name} is not set`);
  }
  for (const [name, placeholder] of Object.entries(PLACEHOLDER_TAX_NUMBERS)) {
    const value = typeof vars[name] === "string" ? vars[name].trim() : "";
    if (!value) problems.push(`${name} is not set (receipts print it)`);
    else if (value === placeholder) problems.push(`${name} is still the placeholder ${placeholder}`);
  }
  const bindings = [
    ...(config.d1_databases ?? []).map((d) => d.binding),
    ...(config.r2_buckets ?? []).map((r) => r.binding),
    ...(config.durable_objects?.bindings ?? []).map((d) => d.name),
  ];
  for (const binding of ["DB", "UPLOADS", "CITY_VOTES", "RATE_LIMITER"]) {
    if (!bindings.includes(binding)) problems.push(`binding ${binding} is missing`);
  }
  if (!config.triggers?.crons?.length) problems.push("no cron trigger (pending uploads would never be deleted)");
  return problems;
}

/** The secrets production needs (`wrangler secret put NAME`): sessions, and Stripe for paid tiers. */
export const PRODUCTION_SECRETS = ["SESSION_SECRET", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

/**
 * What is wrong with the deployed Worker's secrets, from `wrangler secret list --format json` (names
 * only: values never leave Cloudflare). A production without Stripe's keys would refuse every paid tier.
 */
export function productionSecretProblems(listed: unknown): string[] {
  if (!Array.isArray(listed)) return ["the secret list is not a JSON array"];
  const names = new Set(
    listed.flatMap((entry: unknown) =>
      typeof entry === "object" && entry !== null && "name" in entry && typeof entry.name === "string" ? [entry.name] : [],
    ),
  );
  return PRODUCTION_SECRETS.filter((name) => !names.has(name)).map(
    (name) => `secret ${name} is not set (wrangler secret put ${name} --env production)`,
  );
}
