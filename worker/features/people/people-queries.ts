// Database access for the People tab: staff accounts with their role, state and live sessions, and the
// statements of each change (role, deactivation, sign-out everywhere), which the router writes in one
// batch with their audit entry.
import { and, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import { highestRole, type StaffRole } from "@shared/people/staff-roles";
import type { Db } from "../../db/client";
import { sessions, userRoles, users } from "../../db/schema";
import { deviceLabel } from "./device-label";

/** Every account, staff first by address; each with its live sessions, most recently seen first. */
export async function listPeople(db: Db, now: Date) {
  const [accounts, roles, live] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        display_name: users.display_name,
        deactivated_at: users.deactivated_at,
        created_at: users.created_at,
      })
      .from(users)
      .orderBy(users.email),
    db.select().from(userRoles),
    db
      .select({ user_id: sessions.user_id, user_agent: sessions.user_agent, created_at: sessions.created_at, last_seen_at: sessions.last_seen_at })
      .from(sessions)
      .where(gt(sessions.expires_at, now.toISOString())),
  ]);
  return accounts.map((account) => ({
    ...account,
    role: highestRole(roles.filter((row) => row.user_id === account.id).map((row) => row.role)),
    sessions: live
      .filter((session) => session.user_id === account.id)
      .sort((a, b) => b.last_seen_at.localeCompare(a.last_seen_at))
      .map((session) => ({ device: deviceLabel(session.user_agent), created_at: session.created_at, last_seen_at: session.last_seen_at })),
  }));
}

/** One account with its role (its highest, should older rows hold more than one), or null. */
export async function personById(db: Db, id: string) {
  const [accounts, roles] = await db.batch([
    db.select({ id: users.id, email: users.email, deactivated_at: users.deactivated_at }).from(users).where(eq(users.id, id)).limit(1),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.user_id, id)),
  ]);
  const [account] = accounts;
  return account ? { ...account, role: highestRole(roles.map((row) => row.role)) } : null;
}

/**
 * SQL true unless the change would leave no active admin: `userId` holds no admin role, or another active
 * admin remains. Written into the change's own statements, so D1 (one writer, a batch at a time) checks it
 * against the rows as they are when the change lands: two admins demoting each other at once cannot both pass.
 */
export function keepsAnActiveAdmin(userId: string): SQL {
  return sql`(NOT EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId} AND role = 'admin')
    OR (SELECT count(*) FROM users AS other JOIN user_roles AS other_role ON other_role.user_id = other.id
        WHERE other_role.role = 'admin' AND other.deactivated_at IS NULL AND other.id != ${userId}) > 0)`;
}

/**
 * The statements giving an account its one role, only while an active admin remains (the demotion's guard
 * is in the DELETE; the INSERT follows only when every other role row is gone).
 */
export function setRoleStatements(db: Db, userId: string, role: StaffRole) {
  const guard = role === "admin" ? sql`1` : keepsAnActiveAdmin(userId);
  return [
    db.delete(userRoles).where(and(eq(userRoles.user_id, userId), ne(userRoles.role, role), guard)),
    db.insert(userRoles).select(sql`SELECT ${userId}, ${role} WHERE NOT EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId})`),
  ] as const;
}

/** SQL true when the account holds exactly `role` (a role change landed). */
export function holdsOnly(userId: string, role: StaffRole): SQL {
  return sql`(EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId} AND role = ${role})
    AND NOT EXISTS (SELECT 1 FROM user_roles WHERE user_id = ${userId} AND role != ${role}))`;
}

export function endSessionsStatement(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.user_id, userId));
}

/** Deactivates an account, only while an active admin remains; 0 rows changed means the guard refused. */
export function deactivateStatement(db: Db, userId: string, at: string) {
  return db
    .update(users)
    .set({ deactivated_at: at })
    .where(and(eq(users.id, userId), keepsAnActiveAdmin(userId)));
}

/** SQL true when the account is deactivated (its deactivation landed). */
export const isDeactivated = (userId: string): SQL => sql`EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND deactivated_at IS NOT NULL)`;

export function endSessionsWhenDeactivated(db: Db, userId: string) {
  return db.delete(sessions).where(and(eq(sessions.user_id, userId), isDeactivated(userId)));
}

export function reactivateStatement(db: Db, userId: string) {
  return db.update(users).set({ deactivated_at: null }).where(eq(users.id, userId));
}
