// npm run db:seed [-- --remote [--env NAME] | --persist-to DIR]: the built-in catalogue into the listings table.
// Idempotent: inserts missing catalogue listings, updates those whose catalogue data changed, never
// overwrites a field an admin edited; a second run changes nothing. A local database is migrated first.
import { parseArgs } from "node:util";
import { applyMigrations, seedCatalogue, type D1Target } from "./wrangler-d1.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    // The wrangler environment of the remote database (`npm run deploy` passes production).
    env: { type: "string" },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
  strict: true,
});

const target: D1Target = values.remote ? { remote: true, env: values.env } : { remote: false, persistTo: values["persist-to"] };
if (!target.remote) applyMigrations(target);
seedCatalogue(target);
console.log(`Catalogue seeded into ${target.remote ? "the remote database" : `the local database (${target.persistTo})`}.`);
