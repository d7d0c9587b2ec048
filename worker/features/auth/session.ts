// Login sessions: the cookie, who is asking, and starting one. The cookie holds a random token,
// HMAC-signed with SESSION_SECRET (worker/http/signed-cookies.ts: HttpOnly, SameSite=Lax, Path=/; on
// https Secure and named `__Host-lh_session`); the database keeps only the token's SHA-256. Over https
// only the `__Host-` name is read: a bare-named session cookie could have been planted by a sibling
// subdomain (session fixation); a session from before the prefix just ends.
import { adminMessages } from "@shared/admin/admin-texts";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import type { Role } from "../../db/schema";
import { clearCookie, readSignedCookie, secureCookies, setSignedCookie, type CookieEnv } from "../../http/signed-cookies";
import { sha256Hex } from "../../crypto/hex-digest";
import { randomToken } from "../../crypto/base64url";
import type { Context } from "../../trpc/context";
import { refusal } from "../../trpc/refusal";
import { recordAudit } from "../audit/audit-log";
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession, touchSession } from "./session-queries";

export const SESSION_COOKIE = "lh_session";
/** A session lasts 7 days from login, then the admin logs in again. */
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is refreshed at most this often, so reading a session is usually one query, no write. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface Session {
  /** The session row's id (the token's hash), for revoking it. */
  id: string;
  user: { id: string; email: string };
  roles: Role[];
}

/** The session row's id for a token: its SHA-256, hex. */
export function sessionIdFor(token: string): Promise<string> {
  return sha256Hex(token);
}

/** The token from a correctly signed cookie; undefined when absent, malformed or tampered with. */
export async function readSessionToken(req: Request, env: CookieEnv): Promise<string | undefined> {
  const token = await readSignedCookie(req, env, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function clearSessionCookie(headers: Headers, env: CookieEnv, req: Request): void {
  clearCookie(headers, env, SESSION_COOKIE, secureCookies(env, req));
}

/**
 * Who is asking: the session behind a request's cookie, or null. A missing, tampered, unknown, expired
 * or revoked cookie all read the same way: not logged in.
 */
export async function loadSession(env: CookieEnv, db: Db, req: Request, now: Date = clock.now()): Promise<Session | null> {
  const token = await readSessionToken(req, env);
  if (!token) return null;
  const record = await findLiveSession(db, await sessionIdFor(token), now);
  if (!record) return null;
  if (now.getTime() - Date.parse(record.lastSeenAt) >= TOUCH_INTERVAL_MS) await touchSession(db, record.sessionId, now);
  return { id: record.sessionId, user: record.user, roles: record.roles };
}

/** How the person proved who they are: a password, a passkey (its credential id), or an e-mailed link (owners). */
export type SignInProof = { method: "password" } | { method: "passkey"; passkeyId: string } | { method: "email-link" };

/**
 * The one place a session row and its cookie are made, so every way in (a password, a passkey) behaves
 * the same: replaces this browser's session with a new one for `userId`, sets its cookie, writes the
 * login to the audit log (with the proof's method) and answers who is now logged in. A session keeps
 * the passkey that started it, so removing that passkey can end it.
 */
export async function startSession(ctx: Context, userId: string, proof: SignInProof) {
  // A login replaces whatever session this browser had (no fixation, no orphaned rows).
  const previous = await readSessionToken(ctx.req, ctx.env);
  if (previous) await deleteSession(ctx.db, await sessionIdFor(previous));

  const now = clock.now();
  const token = randomToken();
  const sessionId = await sessionIdFor(token);
  await deleteExpiredSessions(ctx.db, userId, now);
  await insertSession(ctx.db, {
    id: sessionId,
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
    userAgent: ctx.req.headers.get("user-agent"),
    passkeyId: proof.method === "passkey" ? proof.passkeyId : null,
  });
  await setSignedCookie(ctx.resHeaders, ctx.env, SESSION_COOKIE, token, {
    maxAgeSeconds: SESSION_LIFETIME_SECONDS,
    secure: secureCookies(ctx.env, ctx.req),
  });
  const session = await findLiveSession(ctx.db, sessionId, now);
  if (!session) throw refusal("INTERNAL_SERVER_ERROR", adminMessages, "loginFailedText");
  await recordAudit(ctx.db, session.user, { action: "login.success", detail: { method: proof.method } });
  return { user: session.user, roles: session.roles };
}
