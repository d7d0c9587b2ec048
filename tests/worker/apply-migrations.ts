import { applyD1Migrations, env } from "cloudflare:test";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";
import { ballotSeedSql } from "@worker/db/ballot-seed";

// Each test file gets fresh D1 storage; bring it to the current schema with the real migrations, then
// seed the catalogue and the coffee ballot with the same SQL `npm run db:seed` runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch([...catalogueSeedSql(catalogue), ...ballotSeedSql()].map((sql) => env.DB.prepare(sql)));
