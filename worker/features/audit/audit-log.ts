// The one way to write the audit log. Where an action is a D1 batch, its entry goes into the same batch
// (`auditEntry` answers the statement), so neither exists without the other; elsewhere `recordAudit`
// writes it after the action. Entries never hold a password, a token or a network address. It is read
// newest first, filtered by person, action and UTC days, in keyset pages (at, id), each filter served by
// an index of migration 0023.
import { sql, type SQL, and, desc, eq, gte, lt, or } from "drizzle-orm";
import type { AuditAction, auditListInput } from "@shared/people/audit-schema";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { z } from "zod";

/** Who acted: a signed-in account, or (for a failed login) only the address typed. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  target?: { type: string; id: string | number };
  detail?: Record<string, unknown>;
}

/** The acting account of a staff procedure's context. */
export const actorOf = (ctx: { session: { user: { id: string; email: string } } }): AuditActor => ctx.session.user;

/** The entry's INSERT, for a caller's `db.batch`. */
export function auditEntry(db: Db, actor: AuditActor, entry: AuditEntry, now: Date = clock.now()) {
  return db.insert(auditLog).values({
    at: now.toISOString(),
    actor_id: actor.id,
    actor_email: actor.email.trim().toLowerCase().slice(0, 254),
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target === undefined ? null : String(entry.target.id),
    detail: entry.detail ?? null,
  });
}

/**
 * The entry's INSERT, written only where `condition` holds when the batch reaches it: for an action whose
 * own statement is conditional (a guard in SQL), so a refused action leaves no entry.
 */
export function auditEntryWhen(db: Db, actor: AuditActor, entry: AuditEntry, condition: SQL, now: Date = clock.now()) {
  const detail = entry.detail === undefined ? null : JSON.stringify(entry.detail);
  const targetId = entry.target === undefined ? null : String(entry.target.id);
  // Every column in the table's order (the id left to SQLite), as drizzle's INSERT … SELECT writes them.
  return db.insert(auditLog).select(sql`
    SELECT NULL, ${now.toISOString()}, ${actor.id}, ${actor.email.trim().toLowerCase().slice(0, 254)}, ${entry.action},
      ${entry.target?.type ?? null}, ${targetId}, ${detail}
    WHERE ${condition}`);
}

/** Writes one entry on its own (an action that is not a D1 batch: a login, an e-mail, a vote object's void). */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry, now: Date = clock.now()): Promise<void> {
  await auditEntry(db, actor, entry, now);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export async function listAudit(db: Db, input: z.output<typeof auditListInput>, limit: number) {
  const conditions: SQL[] = [];
  if (input.person) conditions.push(eq(auditLog.actor_email, input.person));
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  if (input.from) conditions.push(gte(auditLog.at, `${input.from}T00:00:00.000Z`));
  if (input.to) conditions.push(lt(auditLog.at, nextDay(input.to)));
  if (input.cursor) {
    const { at, id } = input.cursor;
    conditions.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id)))!);
  }
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor_email: auditLog.actor_email,
      action: auditLog.action,
      target_type: auditLog.target_type,
      target_id: auditLog.target_id,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
