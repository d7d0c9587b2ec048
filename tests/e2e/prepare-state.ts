// Prepares a browser-test server's fresh local database in one pass of the operator CLI's own steps:
// the migrations, then the catalogue seed, the three test accounts (tests/e2e/accounts.json) and the
// optional fixture SQL in one `wrangler d1 execute`. Three `admin:create`/`user:create` runs would apply the
// migrations and the seed three times over.
//   node --import ./worker/cli/resolve-ts.mjs tests/e2e/prepare-state.ts STATE_DIR [FIXTURE.sql]
import { readFileSync } from "node:fs";
import type { StaffRole } from "../../shared/people/staff-roles.ts";
import { hashPassword } from "../../worker/features/auth/password-hash.ts";
import { upsertAccountSql } from "../../worker/cli/user-sql.ts";
import { executeOnPreparedDatabase } from "../../worker/cli/wrangler-d1.ts";
import accounts from "./accounts.json" with { type: "json" };

const [persistTo, fixture] = process.argv.slice(2);
if (!persistTo) throw new Error("Usage: prepare-state.ts STATE_DIR [FIXTURE.sql]");

// The lockout admin is the one the bot-challenge test fills with failed logins, so the other tests'
// admin logins are never asked for the challenge.
const roles: Record<keyof typeof accounts, StaffRole | undefined> = { admin: "admin", user: undefined, lockout: "admin" };
const accountSql = await Promise.all(
  Object.entries(roles).map(async ([key, role]) => {
    const { email, password } = accounts[key as keyof typeof accounts];
    return upsertAccountSql({ newId: crypto.randomUUID(), email, passwordHash: await hashPassword(password), role });
  }),
);
// The fixture is whole statements separated by ";" at line ends (comments are SQL comments).
const fixtureSql = fixture ? [readFileSync(fixture, "utf8")] : [];
executeOnPreparedDatabase({ remote: false, persistTo }, [...accountSql, ...fixtureSql], "Could not prepare the browser tests' database.");
