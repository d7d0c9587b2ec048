// Database access for staff passkeys. Every read and change of someone's own passkeys names the owner,
// so one user can never see, rename or remove another's.
import { and, asc, count, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passkeys, sessions, userRoles, users } from "../../db/schema";

export interface StoredPasskey {
  id: string;
  userId: string;
  /** The owner's address (for the audit log). */
  email: string;
  /** When the owner's account was deactivated, or null: a deactivated account's passkey signs no one in. */
  deactivated: string | null;
  publicKey: string;
  counter: number;
  transports: string[];
}

function parseTransports(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
}

/** The passkey with this credential id and its owner (who exists: passkeys go with their account). */
export async function findPasskey(db: Db, id: string): Promise<StoredPasskey | null> {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.user_id,
      email: users.email,
      deactivated: users.deactivated_at,
      publicKey: passkeys.public_key,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.user_id))
    .where(eq(passkeys.id, id))
    .limit(1);
  return row ? { ...row, transports: parseTransports(row.transports) } : null;
}

/** A user's passkeys for their Account page, oldest first. */
export function listPasskeys(db: Db, userId: string) {
  return db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.created_at, lastUsedAt: passkeys.last_used_at })
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(asc(passkeys.created_at), asc(passkeys.id));
}

/** The credential ids (and transports) a user already holds: a new registration excludes them. */
export async function credentialsOf(db: Db, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.user_id, userId));
  return rows.map((row) => ({ id: row.id, transports: parseTransports(row.transports) }));
}

export interface NewPasskeyRow {
  id: string;
  userId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  name: string;
  now: Date;
}

export async function insertPasskey(db: Db, passkey: NewPasskeyRow): Promise<void> {
  await passkeyInsert(db, passkey);
}

/** The INSERT of a new passkey, for a caller's `db.batch` (an invitee's account and its first passkey). */
export function passkeyInsert(db: Db, passkey: NewPasskeyRow) {
  return db.insert(passkeys).values({
    id: passkey.id,
    user_id: passkey.userId,
    public_key: passkey.publicKey,
    counter: passkey.counter,
    transports: JSON.stringify(passkey.transports),
    name: passkey.name,
    created_at: passkey.now.toISOString(),
  });
}

/**
 * Records a sign-in: the new counter and the time. The counter must move forward (or stay at 0 for
 * authenticators that keep none); checked again here, in the write itself, so two parallel sign-ins
 * with one assertion cannot both pass. Answers whether the row was updated.
 */
export async function recordPasskeyUse(db: Db, id: string, newCounter: number, now: Date): Promise<boolean> {
  const counterMoves = newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter);
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, last_used_at: now.toISOString() })
    .where(and(eq(passkeys.id, id), counterMoves))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

export async function renamePasskey(db: Db, owner: { userId: string; id: string }, name: string): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, owner.id), eq(passkeys.user_id, owner.userId)))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

export async function deletePasskey(db: Db, owner: { userId: string; id: string }): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, owner.id), eq(passkeys.user_id, owner.userId)))
    .returning({ id: passkeys.id });
  return deleted.length === 1;
}

/** Ends the owner's sessions that this passkey started; answers their ids. */
export async function endPasskeySessions(db: Db, owner: { userId: string; id: string }): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, owner.userId), eq(sessions.passkey_id, owner.id)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/** Whether the user holds the admin role and at least one passkey (ADMIN_PASSKEY_REQUIRED applies). */
export async function isAdminWithPasskey(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ passkeys: count(passkeys.id) })
    .from(userRoles)
    .innerJoin(passkeys, eq(passkeys.user_id, userRoles.user_id))
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.role, "admin")));
  return (row?.passkeys ?? 0) > 0;
}
