// `auth.login`, `auth.logout`, `auth.me`: password login into a signed, HttpOnly session cookie backed
// by a sessions row (spec section 7 used a hosted auth service; this is its replacement).
import { adminMessages } from "@shared/admin/admin-texts";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { loginInputSchema } from "@shared/people/auth-schema";
import { sessionSecrets } from "../../http/signed-cookies";
import { rateLimitError, takeRateLimits } from "../../rate-limit/rate-limit";
import { personalProcedure, router } from "../../trpc/init";
import type { Context } from "../../trpc/context";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { clearSessionCookie, readSessionToken, sessionIdFor, startSession } from "./session";
import { deleteSession } from "./session-queries";
import { findUserByEmail, updatePasswordHash } from "./user-queries";
import { isAdminWithPasskey } from "../passkeys/passkey-queries";
import { refusal } from "../../trpc/refusal";
import { recordAudit } from "../audit/audit-log";

/** Counts a login attempt for the address and the network; throws when either says no (see rateLimitError). */
async function countLoginAttempt(ctx: Context, email: string, challengeSolved: boolean) {
  const scopes = [{ key: `email:${email}`, noHardLimit: true }, ...ctx.clientNetworks.map(({ key, factor }) => ({ key: `client:${key}`, factor }))];
  // A refused attempt is not counted anywhere; a hard refusal outranks a challenge.
  const { refused, release } = await takeRateLimits(ctx.env, "login", scopes, challengeSolved);
  if (refused) throw rateLimitError(ctx, refused);
  return { release };
}

export const authRouter = router({
  login: personalProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    // No login without a usable signing secret: refused before any password is checked or row written.
    sessionSecrets(ctx.env);
    // Failures are what count, per email address and per network. Each attempt is counted before the
    // password is checked (atomically, so a parallel burst cannot slip under the allowance) and taken
    // back when it was right. Past the free allowance an attempt needs a solved bot challenge, so
    // failures sent from elsewhere slow a guesser down without locking the owner out: the address has
    // no hard limit, only a network has. Answers are the same for known and unknown addresses. A
    // solved challenge (header BOT_CHALLENGE_HEADER) is checked and spent once for both keys.
    const attempt = await countLoginAttempt(ctx, input.email, await ctx.takeChallengeProof());
    const user = await findUserByEmail(ctx.db, input.email);
    // Unknown addresses still pay for one full hash, so timing does not reveal which accounts exist.
    const valid = await verifyPassword(input.password, user?.password_hash ?? null);
    // A deactivated account answers as a wrong password does (nothing tells who has an account).
    if (!user || !valid || user.deactivated_at !== null) {
      // The address as typed (lower-cased), never the password.
      await recordAudit(
        ctx.db,
        { id: null, email: input.email },
        { action: "login.failure", ...(user?.deactivated_at ? { detail: { deactivated: true } } : {}) },
      );
      throw refusal("UNAUTHORIZED", adminMessages, "invalidCredentials");
    }
    // With ADMIN_PASSKEY_REQUIRED on, an admin who holds a passkey signs in with it only. Asked after the
    // password proved right (so the answer reveals nothing about an address) and counted as a failure.
    if (ctx.env.ADMIN_PASSKEY_REQUIRED === "true" && (await isAdminWithPasskey(ctx.db, user.id))) {
      await recordAudit(ctx.db, user, { action: "login.failure", detail: { passkeyRequired: true } });
      throw refusal("FORBIDDEN", passkeyMessages, "passkeyRequired");
    }
    await attempt.release();
    if (needsRehash(user.password_hash)) await updatePasswordHash(ctx.db, user.id, await hashPassword(input.password));

    return startSession(ctx, user.id, { method: "password" });
  }),

  /** Revokes this browser's session row (even an expired one) and clears the cookie; fine when logged out. */
  logout: personalProcedure.mutation(async ({ ctx }) => {
    const session = await ctx.getSession();
    const token = await readSessionToken(ctx.req, ctx.env);
    if (token) await deleteSession(ctx.db, await sessionIdFor(token));
    if (session) await recordAudit(ctx.db, session.user, { action: "logout" });
    clearSessionCookie(ctx.resHeaders, ctx.env, ctx.req);
    return { loggedOut: true } as const;
  }),

  /** The current user and roles, or null when not logged in (spec section 7, "Admin check"). */
  me: personalProcedure.query(async ({ ctx }) => {
    const session = await ctx.getSession();
    return session ? { user: session.user, roles: session.roles } : null;
  }),
});
