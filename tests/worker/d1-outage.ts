// Takes D1 down for the rest of a test file: every table goes (wrangler's migrations table included),
// so each query fails inside D1 itself. Only for files that test outages: nothing in them writes again.
import { env } from "cloudflare:test";

export async function dropAllTables(): Promise<void> {
  // Triggers first: dropping `listings` cascades to its translations, whose triggers write the index.
  const triggers = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all<{ name: string }>();
  for (const { name } of triggers.results) await env.DB.exec(`DROP TRIGGER IF EXISTS "${name}"`);
  // The search indexes next: dropping one drops its shadow tables, hence IF EXISTS below.
  const indexes = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all<{
    name: string;
  }>();
  for (const { name } of indexes.results) await env.DB.exec(`DROP TABLE IF EXISTS "${name}"`);
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  // Newest first: a table is dropped before those it references, so no cascade reaches a table already gone.
  for (const { name } of tables.results.reverse()) await env.DB.exec(`DROP TABLE IF EXISTS "${name}"`);
}
