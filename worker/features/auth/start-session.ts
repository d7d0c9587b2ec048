// Starting a session for someone who has just proved who they are (a password, a passkey): the one
// place a session row and its cookie are made, so every way in behaves the same.
import { adminMessages } from "@shared/admin/admin-texts";
import * as clock from "@shared/time/clock";
import type { Context } from "../../trpc/context";
import { refusal } from "../../trpc/refusal";
import { randomToken } from "../../crypto/base64url";
import { SESSION_LIFETIME_SECONDS, readSessionToken, sessionIdFor, setSessionCookie } from "./session-cookie";
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from "./session-queries";
import { recordAudit } from "../audit/audit-log";

/** How the person proved who they are: a password, or a passkey (its credential id). */
export type SignInProof = { method: "password" } | { method: "passkey"; passkeyId: string };

/**
 * Replaces this browser's session with a new one for `userId`, sets its cookie, writes the login to the
 * audit log (with how the person proved who they are) and answers who is now logged in. A session keeps
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
  await setSessionCookie(ctx.resHeaders, ctx.env, ctx.req, token);
  const session = await findLiveSession(ctx.db, sessionId, now);
  if (!session) throw refusal("INTERNAL_SERVER_ERROR", adminMessages, "loginFailedText");
  await recordAudit(ctx.db, session.user, { action: "login.success", detail: { method: proof.method } });
  return { user: session.user, roles: session.roles };
}
