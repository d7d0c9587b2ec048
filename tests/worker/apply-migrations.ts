import { applyD1Migrations, env } from "cloudflare:test";
import { catalogue } from "@worker/db/seed/listings";
import { catalogueSeedSql } from "@worker/db/catalogue-seed";

// Each test file gets fresh D1 storage; bring it to the current schema with the real migrations, then
// seed the catalogue with the same SQL `npm run db:seed` runs.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(catalogueSeedSql(catalogue).map((sql) => env.DB.prepare(sql)));
