// Runs wrangler's D1 commands for the operator scripts: offline (no telemetry, no cf lookup), no shell
// (arguments travel as they are), and the local database brought up to date before anything else.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedListings } from "../db/seed/listings.ts";
import { ballotSeedSql } from "../db/ballot-seed.ts";
import { catalogueSeedSql } from "../db/catalogue-seed.ts";

/** Everything `npm run db:seed` writes: the seeded listings and the Best Coffee Shops ballot. */
const seedSql = () => [...catalogueSeedSql(seedListings), ...ballotSeedSql()];

export type D1Target = { remote: true; env?: string } | { remote: false; persistTo: string };

const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
};

const targetArgs = (target: D1Target) =>
  target.remote ? ["--remote", ...(target.env ? ["--env", target.env] : [])] : ["--local", "--persist-to", target.persistTo];
const where = (target: D1Target) => (target.remote ? "the remote database" : `the local database (${target.persistTo})`);

/** Runs `wrangler d1 …`; on failure prints wrangler's output and exits with `failure`. */
export function wranglerD1(args: string[], failure: string): string {
  const result = spawnSync("wrangler", ["d1", ...args], { encoding: "utf8", env: quietEnv });
  if (result.status !== 0) {
    console.error(result.error?.message ?? "", result.stdout, result.stderr);
    console.error(failure);
    process.exit(1);
  }
  return result.stdout;
}

/** Applies the migrations in /migrations that the database has not seen yet. */
export function applyMigrations(target: D1Target): void {
  wranglerD1(["migrations", "apply", "DB", ...targetArgs(target)], `Could not apply the migrations to ${where(target)}.`);
}

/** Runs SQL statements, one file, in order. */
export function executeSql(target: D1Target, statements: readonly string[], failure: string): void {
  const dir = mkdtempSync(join(tmpdir(), "local-hype-sql-"));
  try {
    const file = join(dir, "statements.sql");
    writeFileSync(file, `${statements.map((s) => s.trim().replace(/;+$/, "")).join(";\n")};\n`);
    wranglerD1(["execute", "DB", ...targetArgs(target), "--yes", "--file", file], failure);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Inserts missing catalogue listings and updates unedited ones (worker/db/catalogue-seed.ts). */
export function seedCatalogue(target: D1Target): void {
  executeSql(target, seedSql(), `Could not seed the catalogue into ${where(target)}.`);
}

/**
 * What every operator command does on a local database, so each works on a fresh clone in any order:
 * the migrations, then the catalogue seed (both idempotent) and the command's own statements, in one
 * `wrangler d1 execute`. The remote database is migrated and seeded by `npm run deploy`, so there only
 * the command's statements run.
 */
export function executeOnPreparedDatabase(target: D1Target, statements: readonly string[], failure: string): void {
  if (target.remote) return executeSql(target, statements, failure);
  applyMigrations(target);
  executeSql(target, [...seedSql(), ...statements], failure);
}
