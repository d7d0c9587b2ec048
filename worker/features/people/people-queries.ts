// Database access for the People tab: staff accounts with their role, state and live sessions, and the
// statements of each change (role, deactivation, sign-out everywhere), which the router writes in one
// batch with their audit entry.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { highestRole, type StaffRole } from "@shared/rules/staff-roles";
import type { Db } from "../../db/client";
import { sessions, userRoles, users } from "../../db/schema";
import { deviceLabel } from "./device-label";

export interface Person {
  id: string;
  email: string;
  display_name: string | null;
  role: StaffRole | null;
  deactivated_at: string | null;
  created_at: string;
  sessions: { device: string | null; created_at: string; last_seen_at: string }[];
}

/** Every account, staff first by address; each with its live sessions, most recently seen first. */
export async function listPeople(db: Db, now: Date): Promise<Person[]> {
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

/** How many active admins there are besides `exceptId`. */
export async function otherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(and(eq(userRoles.role, "admin"), isNull(users.deactivated_at), ne(users.id, exceptId)));
  return rows.length;
}

/** The statements giving an account its one role. */
export function setRoleStatements(db: Db, userId: string, role: StaffRole) {
  return [db.delete(userRoles).where(eq(userRoles.user_id, userId)), db.insert(userRoles).values({ user_id: userId, role })] as const;
}

export function endSessionsStatement(db: Db, userId: string) {
  return db.delete(sessions).where(eq(sessions.user_id, userId));
}

export function setDeactivatedStatement(db: Db, userId: string, at: string | null) {
  return db.update(users).set({ deactivated_at: at }).where(eq(users.id, userId));
}
