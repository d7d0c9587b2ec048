// Who is asking: the session behind a request's cookie, or null. A missing, tampered, unknown,
// expired or revoked cookie all read the same way: not logged in.
import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";
import type { CookieEnv } from "../../http/signed-cookies";
import { readSessionToken, sessionIdFor } from "./session-cookie";
import { findLiveSession, touchSession } from "./session-queries";
import * as clock from "@shared/time/clock";

export interface Session {
  /** The session row's id (the token's hash), for revoking it. */
  id: string;
  user: { id: string; email: string };
  roles: Role[];
}

/** last_seen_at is refreshed at most this often, so reading a session is usually one query, no write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export async function loadSession(env: CookieEnv, db: Db, req: Request, now: Date = clock.now()): Promise<Session | null> {
  const token = await readSessionToken(req, env);
  if (!token) return null;
  const record = await findLiveSession(db, await sessionIdFor(token), now);
  if (!record) return null;
  if (now.getTime() - Date.parse(record.lastSeenAt) >= TOUCH_INTERVAL_MS) await touchSession(db, record.sessionId, now);
  return { id: record.sessionId, user: record.user, roles: record.roles };
}
