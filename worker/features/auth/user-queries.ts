// Database access for accounts and their roles. Accounts are created by the operator CLI
// (worker/cli/create-user.ts), by an accepted staff invitation (worker/features/people/invitations.ts) and
// by tests; there is no sign-up.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userRoles, users, type Role } from "../../db/schema";
import * as clock from "@shared/time/clock";

/** The account for an address (matched case-insensitively: addresses are stored lower-cased). */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, password_hash: users.password_hash, deactivated_at: users.deactivated_at })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
}

/** Creates an account with the given roles and answers its id (tests and fixtures). */
export async function insertUser(
  db: Db,
  account: { email: string; passwordHash: string; roles?: readonly Role[] },
  now: Date = clock.now(),
): Promise<string> {
  const id = crypto.randomUUID();
  const insertAccount = db
    .insert(users)
    .values({ id, email: account.email.trim().toLowerCase(), password_hash: account.passwordHash, created_at: now.toISOString() });
  const roles = account.roles ?? [];
  if (roles.length === 0) await insertAccount;
  else await db.batch([insertAccount, db.insert(userRoles).values(roles.map((role) => ({ user_id: id, role })))]);
  return id;
}
