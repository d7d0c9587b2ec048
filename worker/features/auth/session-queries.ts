// Database access for login sessions. A session's id is the SHA-256 of the token in the visitor's
// cookie, so the table alone (a backup, a leak) cannot be turned back into working cookies.
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, userRoles, users } from "../../db/schema";

/** A User-Agent is kept to this length: enough for a device label (worker/features/people/device-label.ts). */
const USER_AGENT_MAX = 512;

export async function insertSession(
  db: Db,
  session: { id: string; userId: string; now: Date; expiresAt: Date; userAgent?: string | null; passkeyId?: string | null },
): Promise<void> {
  const now = session.now.toISOString();
  await db.insert(sessions).values({
    id: session.id,
    user_id: session.userId,
    created_at: now,
    expires_at: session.expiresAt.toISOString(),
    last_seen_at: now,
    user_agent: session.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    passkey_id: session.passkeyId ?? null,
  });
}

/** The live (unexpired) session with this id, its user and the user's roles, in one query; else null. */
export async function findLiveSession(db: Db, sessionId: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.last_seen_at,
      userId: users.id,
      email: users.email,
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    // A deactivated account's sessions are deleted when it is deactivated; this holds even if one is left.
    .where(and(eq(sessions.id, sessionId), gt(sessions.expires_at, now.toISOString()), isNull(users.deactivated_at)));
  const [first] = rows;
  if (!first) return null;
  return {
    sessionId: first.sessionId,
    lastSeenAt: first.lastSeenAt,
    user: { id: first.userId, email: first.email },
    roles: rows.flatMap((row) => (row.role ? [row.role] : [])),
  };
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: now.toISOString() }).where(eq(sessions.id, sessionId));
}

/** Revokes a session: its cookie no longer logs anyone in, even while unexpired and correctly signed. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Housekeeping at each login: a user's expired sessions go (they no longer work anyway). */
export async function deleteExpiredSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), lte(sessions.expires_at, now.toISOString())));
}
