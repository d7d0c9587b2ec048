// Creates an account, or sets a new password on an existing one, in D1:
//   npm run admin:create -- --email E --password P [--remote | --persist-to DIR]   (with the admin role)
//   npm run user:create  -- --email E --password P [--role moderator|editor|admin] [--remote | --persist-to DIR]
// Without --role, user:create leaves the account's role as it is (none for a new account).
// The only way accounts come to exist: the Worker has no sign-up and no endpoint that creates admins.
// Runs under the project's Node 22 (type stripping), hashing with the Worker's own password-hash.ts.
import { parseArgs } from "node:util";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/people/password-rules-schema.ts";
import { STAFF_ROLES, isStaffRole } from "../../shared/people/staff-roles.ts";
import { hashPassword } from "../features/auth/password-hash.ts";
import { upsertAccountSql } from "./user-sql.ts";
import { executeOnPreparedDatabase, type D1Target } from "./wrangler-d1.ts";

const USAGE = "Usage: npm run user:create -- --email you@example.com --password '…' [--role moderator|editor|admin] [--remote | --persist-to DIR]";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
  strict: true,
});

const email = values.email?.trim().toLowerCase() ?? "";
const password = values.password ?? "";
if (!EMAIL.test(email) || email.length > 254) fail("Give a valid --email.");
if (password.length < PASSWORD_MIN_LENGTH) fail(`Give a --password of at least ${PASSWORD_MIN_LENGTH} characters.`);
if (password.length > PASSWORD_MAX_LENGTH) fail(`The --password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
if (values.role !== undefined && !isStaffRole(values.role)) fail(`Unknown --role "${values.role}"; give one of ${STAFF_ROLES.join(", ")}.`);
const role = isStaffRole(values.role) ? values.role : undefined;

const sql = upsertAccountSql({ newId: crypto.randomUUID(), email, passwordHash: await hashPassword(password), role });
const target: D1Target = values.remote ? { remote: true } : { remote: false, persistTo: values["persist-to"] };
// A fresh clone has no tables yet: the local database is brought up to date (migrations, catalogue) first.
executeOnPreparedDatabase(target, [sql], `Could not write the account to the ${values.remote ? "remote" : "local"} database.`);
const where = values.remote ? "the remote database" : `the local database (${values["persist-to"]})`;
console.log(
  `${role ? `${role[0]!.toUpperCase()}${role.slice(1)}` : "User"} ${email} saved in ${where}. A new password ends the account's existing sessions.`,
);
