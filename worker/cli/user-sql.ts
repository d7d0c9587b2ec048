// SQL the account CLI sends to D1 through `wrangler d1 execute`. Pure string building, so it is unit
// tested; only type imports, so Node runs it without a bundler. Every value is quoted as an SQL string
// literal (a quote doubled), and the CLI validates values before they get here.
import type { StaffRole } from "../../shared/people/staff-roles.ts";

/** 'value' with embedded quotes doubled. NUL cannot be quoted safely, so it is refused. */
export function sqlString(value: string): string {
  if (value.includes("\0")) throw new Error("SQL values cannot contain NUL characters");
  return `'${value.replaceAll("'", "''")}'`;
}

export interface AccountSqlInput {
  /** Used only when the account is new; an existing account keeps its id. */
  newId: string;
  /** Lower-cased by the caller: the users table only accepts lower-case addresses. */
  email: string;
  passwordHash: string;
  /** The account's staff role when set (it replaces the role held: one per account); left alone when not. */
  role?: StaffRole;
}

/**
 * Creates the account or sets a new password on it. A new password also ends the account's sessions,
 * so resetting a password logs out every browser that used the old one.
 */
export function upsertAccountSql({ newId, email, passwordHash, role }: AccountSqlInput): string {
  const address = sqlString(email);
  const statements = [
    `INSERT INTO users (id, email, password_hash) VALUES (${sqlString(newId)}, ${address}, ${sqlString(passwordHash)}) ` +
      `ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
    `DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${address})`,
  ];
  if (role) {
    statements.push(
      `DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE email = ${address})`,
      `INSERT INTO user_roles (user_id, role) SELECT id, ${sqlString(role)} FROM users WHERE email = ${address}`,
    );
  }
  return `${statements.join(";\n")};`;
}
